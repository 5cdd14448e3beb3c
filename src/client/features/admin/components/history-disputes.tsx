import { useTranslation } from 'react-i18next';
import { DisputeStatusBadge } from '#client/components/disputes/dispute-status-badge.tsx';
import { ReasonLabels } from '#client/components/disputes/reason-labels.tsx';
import { formatInstantDay } from '#client/lib/format.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import { HistorySection, historyListClass } from './history-section.tsx';

export function HistoryDisputes({ disputes }: { disputes: AdminDispute[] }) {
  const { t } = useTranslation();
  return (
    <HistorySection
      id="history-disputes"
      title={t('admin.history.disputesTitle')}
      isEmpty={disputes.length === 0}
      emptyText={t('admin.history.disputesEmpty')}
    >
      <ul className={historyListClass}>
        {disputes.map((dispute) => (
          <li key={dispute.id} className="grid gap-2 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{dispute.accountName}</span>
              <DisputeStatusBadge status={dispute.status} />
            </div>
            <span>
              <ReasonLabels codes={dispute.reasonCodes} />
            </span>
            <span className="text-muted-foreground">
              {t('admin.history.disputeCreated', { date: formatInstantDay(dispute.createdAt) })}
            </span>
            {dispute.bureaus.length > 0 && (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {dispute.bureaus.map((row) => (
                  <li key={row.bureau}>
                    {t('admin.history.bureauState', {
                      bureau: t(`bureaus.${row.bureau}`),
                      state: row.outcome
                        ? t(`disputes.outcome.${row.outcome}`)
                        : t(`disputes.bureau.status.${row.status}`),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </HistorySection>
  );
}
