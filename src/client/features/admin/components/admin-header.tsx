import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import { adminQueryKey, invalidateAdminQueries } from '../api/invalidate-admin.ts';

/** Title, Refresh (reads every admin figure again, spinning while any is on its way) and Back to App. */
export function AdminHeader({ adminName }: { adminName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminQueryKey }) > 0;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('admin.title')}</h1>
        <p className="text-muted-foreground">{t('admin.signedInAs', { name: adminName })}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-busy={fetching} onClick={() => void invalidateAdminQueries(queryClient)}>
          <RefreshCw className={cn(fetching && 'animate-spin')} aria-hidden />
          {t('admin.refresh')}
        </Button>
        <ButtonLink to={paths.dashboard} icon={ArrowLeft} variant="outline">
          {t('admin.backToApp')}
        </ButtonLink>
      </div>
    </div>
  );
}
