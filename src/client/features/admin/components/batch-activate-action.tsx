import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAX_PAGE_SIZE } from '#shared/constants/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useAwaitingPayments } from '../api/get-awaiting-payments.ts';
import { AdminKeyDialog } from './admin-key-dialog.tsx';
import { BatchActivateForm } from './batch-activate-form.tsx';

/**
 * Spec: activates pending members with the admin key, or says there is nobody to activate. Each one needs the
 * processor's reference, so the dialog lists them (as many as one request takes) with a field each.
 */
export function BatchActivateAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pending = useAwaitingPayments({ kind: 'purchase', pageSize: ADMIN_MAX_PAGE_SIZE });
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
        description={t('admin.batch.description')}
        wide
      >
        {pending.data && (
          <BatchActivateForm
            purchases={pending.data.payments}
            total={pending.data.total}
            onDone={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        )}
      </AdminKeyDialog>
    </Card>
  );
}
