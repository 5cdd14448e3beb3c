import { useTranslation } from 'react-i18next';
import { formatDay } from '#client/lib/format.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

/**
 * Said plainly when a bureau verified an item the app finds too old to be reported: the law's limit, and what
 * the member can do about it.
 */
export function TooOldToReport({ dispute }: { dispute: DisputeResponse }) {
  const { t, i18n } = useTranslation();
  const verifying = dispute.bureaus.filter((row) => row.outcome === 'verified');
  if (dispute.reportingEndedOn === null || verifying.length === 0) return null;
  const bureaus = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    verifying.map((row) => t(`bureaus.${row.bureau}`)),
  );
  return (
    <div
      role="note"
      className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{t('disputes.tooOld.title')}</p>
      <p>
        {t('disputes.tooOld.body', {
          date: formatDay(dispute.reportingEndedOn),
          bureaus,
          count: verifying.length,
        })}
      </p>
      <p>{t('disputes.tooOld.complaint')}</p>
    </div>
  );
}
