import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useRefreshCreditReport } from '../api/refresh-credit-report.ts';

export function RefreshReportButton() {
  const { t } = useTranslation();
  const refresh = useRefreshCreditReport();
  return (
    <Button
      variant="outline"
      disabled={refresh.isPending}
      onClick={() =>
        refresh.mutate(undefined, {
          onSuccess: () => toast({ title: t('credit.refresh.success') }),
          onError: () =>
            toast({
              title: t('credit.refresh.failed'),
              description: t('credit.refresh.failedDescription'),
              variant: 'destructive',
            }),
        })
      }
    >
      <RefreshCw aria-hidden className={refresh.isPending ? 'animate-spin' : undefined} />
      {refresh.isPending ? t('credit.refresh.pending') : t('credit.refresh.action')}
    </Button>
  );
}
