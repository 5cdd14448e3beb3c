import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { ADMIN_MAX_PAGE_SIZE } from '#shared/constants/admin.ts';
import type { AwaitingPayment } from '#shared/schemas/admin.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useAwaitingPayments } from '../api/get-awaiting-payments.ts';
import { AdminKeyDialog } from './admin-key-dialog.tsx';
import { BatchActivateForm } from './batch-activate-form.tsx';

/** The purchases of members still pending, and how many such members there are in all. */
function oldWayPurchases(purchases: AwaitingPayment[], members: { users: { id: string }[]; total: number }) {
  const ids = new Set(members.users.map((user) => user.id));
  const payments = purchases.filter((payment) => ids.has(payment.userId));
  return { payments, total: Math.max(payments.length, members.total) };
}

/**
 * Activates pending members with the admin key or says none are (docs/product-rules.md, Admin). Each one needs the
 * processor's reference, so the dialog lists them (as many as one request takes) with a field each. Only members
 * who paid up front the old way are pending (decision 019): a first month's charge reported on a running plan
 * is a purchase awaiting verification too, verified one by one, so it is left out here.
 */
export function BatchActivateAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const awaiting = useAwaitingPayments({ kind: 'purchase', pageSize: ADMIN_MAX_PAGE_SIZE });
  const oldWay = useAdminUsers({ status: 'pending_verification', page: 1, pageSize: ADMIN_MAX_PAGE_SIZE });
  const pending = awaiting.data && oldWay.data ? oldWayPurchases(awaiting.data.payments, oldWay.data) : null;
  const start = () => {
    if (pending?.payments.length === 0) {
      toast({ title: t('admin.batch.noPendingTitle'), description: t('admin.batch.noPendingDescription') });
      return;
    }
    setOpen(true);
  };
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-sm text-muted-foreground">
        {pending ? t('admin.batch.pendingCount', { count: pending.total }) : t('common.loading')}
      </p>
      <Button onClick={start} disabled={!pending}>
        {t('admin.batch.action')}
      </Button>
      <AdminKeyDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.batch.title')}
        description={t('admin.batch.description')}
        wide
      >
        {pending && (
          <BatchActivateForm
            purchases={pending.payments}
            total={pending.total}
            onDone={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        )}
      </AdminKeyDialog>
    </Card>
  );
}
