import { useTranslation } from 'react-i18next';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';

/**
 * What a reason asks of the member before the letter can be mailed: an identity-theft dispute encloses the
 * FTC's identity theft report (FCRA § 605B), and the letter says it does.
 */
export function ReasonRequirements({ codes }: { codes: readonly DisputeReasonCode[] }) {
  const { t } = useTranslation();
  if (!codes.includes('identity_theft')) return null;
  return (
    <p
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      {t('disputes.requirements.identity_theft')}
    </p>
  );
}
