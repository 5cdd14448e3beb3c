import { useTranslation } from 'react-i18next';
import { formatInstant } from '#client/lib/format.ts';
import type { ClientHistory } from '#shared/schemas/admin.ts';
import { HistorySection, historyListClass } from './history-section.tsx';

export function HistorySubscription({ entries }: { entries: ClientHistory['subscriptionHistory'] }) {
  const { t } = useTranslation();
  return (
    <HistorySection
      id="history-subscription"
      title={t('admin.history.subscriptionTitle')}
      isEmpty={entries.length === 0}
      emptyText={t('admin.history.subscriptionEmpty')}
    >
      <ol className={historyListClass}>
        {entries.map((entry) => (
          <li key={`${entry.date}-${entry.action}`} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto]">
            <span className="font-medium">{t(`admin.history.actions.${entry.action}`)}</span>
            <span className="text-muted-foreground">{formatInstant(entry.date)}</span>
            <span className="text-muted-foreground sm:col-span-2">
              {t('admin.history.subscriptionDetail', {
                plan: entry.tier ? t(`plans.name.${entry.tier}`) : t('admin.noPlan'),
                status: t(`admin.statuses.${entry.newStatus}`),
                by: t(`admin.history.by.${entry.by}`),
              })}
            </span>
          </li>
        ))}
      </ol>
    </HistorySection>
  );
}
