import { useTranslation } from 'react-i18next';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';

/**
 * What a reason asks of the member: an identity-theft dispute says whether they have an FTC identity theft
 * report or a police report. The letter says one is enclosed only when they do, and only with one does the law
 * (15 U.S.C. § 1681c-2) make the bureau block the item.
 */
export function ReasonRequirements({
  codes,
  identityTheftReport,
  onIdentityTheftReportChange,
}: {
  codes: readonly DisputeReasonCode[];
  identityTheftReport: boolean;
  onIdentityTheftReportChange: (has: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!codes.includes('identity_theft')) return null;
  return (
    <div
      role="note"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>{t('disputes.requirements.identity_theft')}</p>
      <label className="flex items-start gap-3 font-medium">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          checked={identityTheftReport}
          onChange={(event) => onIdentityTheftReportChange(event.target.checked)}
        />
        {t('disputes.requirements.identityTheftReport')}
      </label>
      {identityTheftReport && <p>{t('disputes.requirements.encloseReport')}</p>}
    </div>
  );
}
