import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast-store.ts';
import { PaymentReferenceSchema, type RefundOwed } from '#shared/schemas/subscription.ts';
import { useRefundsOwed, useSettleRefund } from '../api/refunds-owed.ts';
import { fullName } from '../full-name.ts';
import { PagedGroup } from './paged-group.tsx';

/**
 * One refund owed: returned through the processor (its refund reference kept with the row), or, for a payment the
 * member reported and nobody verified, never received (nothing to return).
 */
function SettleRefund({ refund }: { refund: RefundOwed }) {
  const { t } = useTranslation();
  const settle = useSettleRefund();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `refund-reference-${refund.paymentId}`;
  const send = (request: Parameters<typeof settle.mutate>[0]) =>
    settle.mutate(request, {
      onSuccess: () => toast({ title: t('admin.refunds.settled') }),
      onError: (failure) =>
        toast({ title: t('admin.refunds.failed'), description: errorMessage(failure, t), variant: 'destructive' }),
    });
  const returned = () => {
    const parsed = PaymentReferenceSchema.safeParse(reference);
    if (!parsed.success) {
      setError(t('admin.activate.referenceRequired'));
      return;
    }
    setError(undefined);
    send({ paymentId: refund.paymentId, outcome: 'returned', paymentReference: parsed.data });
  };
  return (
    <div className="grid gap-2">
      <FormField id={id} label={t('admin.refunds.referenceLabel')} error={error}>
        <Input
          {...fieldAria(id, error, true)}
          value={reference}
          autoComplete="off"
          onChange={(event) => setReference(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={settle.isPending} onClick={returned}>
          {t('admin.refunds.returned')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={settle.isPending}
          onClick={() => send({ paymentId: refund.paymentId, outcome: 'not_received' })}
        >
          {t('admin.refunds.notReceived')}
        </Button>
      </div>
    </div>
  );
}

/** Refunds owed after a cancellation inside the right to cancel, the earliest due first (CROA § 1679e(b)). */
export function RefundsOwedGroup() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const refunds = useRefundsOwed(page);
  return (
    <PagedGroup
      id="subscriptions-refunds"
      title={t('admin.refunds.title')}
      query={refunds}
      rows={(data) => data.refunds}
      empty={t('admin.refunds.empty')}
      onPageChange={setPage}
    >
      {(refund) => (
        <li key={refund.paymentId} className="grid gap-3 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
          <span className="grid min-w-0 gap-1">
            <span className="font-medium">{fullName(refund)}</span>
            <span className="break-all text-sm text-muted-foreground">{refund.email}</span>
          </span>
          <span className="grid gap-1 text-sm">
            <span className="font-medium">{formatMoney(refund.amountCents)}</span>
            <span>
              {refund.dueAt
                ? t('admin.refunds.dueBy', { date: formatInstantDay(refund.dueAt) })
                : t('admin.refunds.since', { date: formatInstantDay(refund.createdAt) })}
            </span>
          </span>
          <SettleRefund refund={refund} />
        </li>
      )}
    </PagedGroup>
  );
}
