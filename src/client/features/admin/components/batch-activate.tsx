import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { ADMIN_MAX_PAGE_SIZE } from '#shared/constants/admin.ts';
import { PAYMENT_REFERENCE_MAX } from '#shared/constants/billing.ts';
import type { AwaitingPayment } from '#shared/schemas/admin.ts';
import { activationErrorMessage } from '../activation-error.ts';
import { useAdminUsers, useAwaitingPayments } from '../api/admin-lists.ts';
import { useBatchActivateSubscriptions } from '../api/batch-activate-subscriptions.ts';
import { readBatchReferences } from '../batch-references.ts';
import { fullName } from '../full-name.ts';
import { ActionDialog, AdminKeyField, hasAdminKey } from './action-dialog.tsx';
import { PaymentDetails } from './verify-payment.tsx';

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
  const awaiting = useAwaitingPayments({ kind: 'purchase', pageSize: ADMIN_MAX_PAGE_SIZE });
  const oldWay = useAdminUsers({ status: 'pending_verification', page: 1, pageSize: ADMIN_MAX_PAGE_SIZE });
  const pending = awaiting.data && oldWay.data ? oldWayPurchases(awaiting.data.payments, oldWay.data) : null;
  const start = (open: () => void) => {
    if (pending?.payments.length === 0) {
      toast({ title: t('admin.batch.noPendingTitle'), description: t('admin.batch.noPendingDescription') });
      return;
    }
    open();
  };
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-sm text-muted-foreground">
        {pending ? t('admin.batch.pendingCount', { count: pending.total }) : t('common.loading')}
      </p>
      <ActionDialog
        trigger={(open) => (
          <Button onClick={() => start(open)} disabled={!pending}>
            {t('admin.batch.action')}
          </Button>
        )}
        title={t('admin.batch.title')}
        description={t('admin.batch.description')}
        wide
      >
        {(close) =>
          pending && (
            <BatchActivateForm purchases={pending.payments} total={pending.total} onDone={close} onCancel={close} />
          )
        }
      </ActionDialog>
    </Card>
  );
}

/**
 * Activates several pending purchases at once: each member shows what they reported, and only those whose
 * processor reference the admin typed are sent; the others stay pending.
 */
function BatchActivateForm({
  purchases,
  total,
  onDone,
  onCancel,
}: {
  purchases: AwaitingPayment[];
  total: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const batch = useBatchActivateSubscriptions();
  const [adminKey, setAdminKey] = useState('');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [noneEntered, setNoneEntered] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { references, errors: refused } = readBatchReferences(typed);
    setErrors(refused);
    setNoneEntered(Object.keys(references).length === 0 && Object.keys(refused).length === 0);
    if (Object.keys(refused).length > 0 || Object.keys(references).length === 0) return;
    if (!hasAdminKey(adminKey, t)) return;
    void activateBatch(adminKey, references);
  };
  // Awaited rather than mutate's callbacks: the refetch after success can empty the list and unmount this form
  // before mutate's own callbacks would run, and the admin would see no result.
  const activateBatch = async (key: string, references: Record<string, string>) => {
    try {
      const result = await batch.mutateAsync({ adminKey: key, paymentReferences: references });
      onDone();
      toast({
        title: t('admin.batch.success', { successful: result.successful, total: result.totalProcessed }),
        description:
          result.failed.length > 0 ? t('admin.batch.notActivated', { count: result.failed.length }) : undefined,
      });
    } catch (error) {
      toast({ title: t('admin.batch.failed'), description: activationErrorMessage(error, t), variant: 'destructive' });
    }
  };
  return (
    <form noValidate onSubmit={submit} className="mt-2 grid gap-4">
      {total > purchases.length && (
        <p className="text-sm text-muted-foreground">
          {t('admin.batch.firstPage', { shown: purchases.length, count: total })}
        </p>
      )}
      <ul className="grid gap-3">
        {purchases.map((purchase) => {
          const id = `batch-reference-${purchase.userId}`;
          const name = fullName(purchase);
          return (
            <li key={purchase.paymentId} className="grid gap-2 rounded-md border border-border p-3">
              <span className="font-medium">{name}</span>
              <PaymentDetails payment={purchase} compact />
              <FormField id={id} label={t('admin.batch.referenceFor', { name })} error={errors[purchase.userId]}>
                <Input
                  {...fieldAria(id, errors[purchase.userId])}
                  maxLength={PAYMENT_REFERENCE_MAX}
                  autoComplete="off"
                  value={typed[purchase.userId] ?? ''}
                  onChange={(event) => setTyped((before) => ({ ...before, [purchase.userId]: event.target.value }))}
                />
              </FormField>
            </li>
          );
        })}
      </ul>
      <FieldError id="batch-references-error" message={noneEntered ? 'admin.batch.noneEntered' : undefined} />
      <AdminKeyField value={adminKey} onChange={(event) => setAdminKey(event.target.value)} />
      <FormActions
        cancelLabel={t('admin.cancel')}
        onCancel={onCancel}
        submitLabel={t('admin.batch.confirm')}
        disabled={batch.isPending}
      />
    </form>
  );
}
