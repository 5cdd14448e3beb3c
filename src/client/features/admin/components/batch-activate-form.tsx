import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { PAYMENT_REFERENCE_MAX } from '#shared/constants/billing.ts';
import type { AwaitingPayment } from '#shared/schemas/admin.ts';
import { activationErrorMessage } from '../activation-error.ts';
import { useBatchActivateSubscriptions } from '../api/batch-activate-subscriptions.ts';
import { readBatchReferences } from '../batch-references.ts';
import { fullName } from '../full-name.ts';
import { AdminKeyActions, AdminKeyField, hasAdminKey } from './admin-key-dialog.tsx';
import { PaymentDetails } from './payment-details.tsx';

/**
 * Activates several pending purchases at once: each member shows what they reported, and only those whose
 * processor reference the admin typed are sent; the others stay pending.
 */
export function BatchActivateForm({
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
      <AdminKeyActions confirmLabel={t('admin.batch.confirm')} pending={batch.isPending} onCancel={onCancel} />
    </form>
  );
}
