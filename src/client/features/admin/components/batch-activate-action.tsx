import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { activationErrorMessage } from '../activation-error.ts';
import { useBatchActivateSubscriptions } from '../api/batch-activate-subscriptions.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { AdminKeyDialog } from './admin-key-dialog.tsx';

/** Spec: activates every pending member with the admin key, or says there is nobody to activate. */
export function BatchActivateAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The same read as the pending group's first page, so it costs no extra request.
  const pending = useAdminUsers({ status: 'pending_verification', page: 1 });
  const batch = useBatchActivateSubscriptions();
  const start = () => {
    if (pending.data?.total === 0) {
      toast({ title: t('admin.batch.noPendingTitle'), description: t('admin.batch.noPendingDescription') });
      return;
    }
    setOpen(true);
  };
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-sm text-muted-foreground">
        {pending.data ? t('admin.batch.pendingCount', { count: pending.data.total }) : t('common.loading')}
      </p>
      <Button onClick={start} disabled={!pending.data}>
        {t('admin.batch.action')}
      </Button>
      <AdminKeyDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.batch.title')}
        description={t('admin.batch.description', { count: pending.data?.total ?? 0 })}
        confirmLabel={t('admin.batch.confirm')}
        withReference={false}
        pending={batch.isPending}
        onSubmit={({ adminKey }) =>
          batch.mutate(adminKey, {
            onSuccess: (result) => {
              setOpen(false);
              toast({
                title: t('admin.batch.success', { successful: result.successful, total: result.totalProcessed }),
                description:
                  result.failed.length > 0 ? t('admin.batch.notActivated', { count: result.failed.length }) : undefined,
              });
            },
            onError: (error) =>
              toast({
                title: t('admin.batch.failed'),
                description: activationErrorMessage(error, t),
                variant: 'destructive',
              }),
          })
        }
      />
    </Card>
  );
}
