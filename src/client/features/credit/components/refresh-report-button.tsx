import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { CreditDataSource } from '#shared/constants/credit-items.ts';
import { useRefreshCreditReport } from '../api/refresh-credit-report.ts';

/**
 * Only the demo's sample is fetched again. A hand-entered report or an imported file is read again as of today
 * (an item may have aged past its reporting period), so the button says that instead of "refresh".
 */
export function RefreshReportButton({ source }: { source: CreditDataSource }) {
  const { t } = useTranslation();
  const refresh = useRefreshCreditReport();
  const context = source === 'demo' ? undefined : source;
  return (
    <Button
      variant="outline"
      disabled={refresh.isPending}
      onClick={() =>
        refresh.mutate(undefined, {
          onSuccess: () => toast({ title: t('credit.refresh.success', { context }) }),
          onError: () =>
            toastFailure(t('credit.refresh.failed', { context }), t('credit.refresh.failedDescription', { context })),
        })
      }
    >
      <RefreshCw aria-hidden className={refresh.isPending ? 'animate-spin' : undefined} />
      {refresh.isPending ? t('credit.refresh.pending', { context }) : t('credit.refresh.action', { context })}
    </Button>
  );
}
