import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useClientHistory } from '../api/get-client-history.ts';
import { HistoryDisputes } from './history-disputes.tsx';
import { HistoryPayments } from './history-payments.tsx';
import { HistoryReports } from './history-reports.tsx';
import { HistorySubscription } from './history-subscription.tsx';
import { HistorySummary } from './history-summary.tsx';

export function ClientHistoryContent({ userId, onFailed }: { userId: string; onFailed: () => void }) {
  const { t } = useTranslation();
  const history = useClientHistory(userId);
  // A failed read says "Failed to fetch client history" and the panel closes (docs/product-rules.md, Admin).
  useEffect(() => {
    if (!history.isError) return;
    toast({ title: t('admin.history.failed'), description: errorMessage(history.error, t), variant: 'destructive' });
    onFailed();
  }, [history.isError, history.error, t, onFailed]);
  if (!history.data) {
    return (
      <p role="status" className="mt-4 text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  }
  const { client, subscriptionHistory, disputeHistory, creditReports, paymentTimeline } = history.data;
  return (
    <div className="mt-4 grid gap-6">
      <HistorySummary client={client} />
      <HistorySubscription entries={subscriptionHistory} />
      <HistoryDisputes disputes={disputeHistory} />
      <HistoryReports reports={creditReports} />
      <HistoryPayments payments={paymentTimeline} />
    </div>
  );
}
