import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { QueryAnswer } from '#client/components/ui/section.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast-store.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import type { StoppedCharge } from '#shared/schemas/admin.ts';
import { PaymentReferenceSchema, type RefundOwed } from '#shared/schemas/subscription.ts';
import { useAdminUsers, useAwaitingPayments } from '../api/admin-lists.ts';
import { useRefundsOwed, useSettleRefund } from '../api/refunds-owed.ts';
import { useRetryCharge, useStoppedCharges } from '../api/stopped-charges.ts';
import { fullName } from '../full-name.ts';
import { SUBSCRIPTION_GROUP_ORDER } from '../subscription-status-order.ts';
import { type Paged, Pager } from './admin-list.tsx';
import { BatchActivateAction } from './batch-activate.tsx';
import { PaymentDetails, VerifyPaymentButton } from './verify-payment.tsx';

/**
 * What waits for an admin first (card charges the Stripe job stopped trying, while there are any; each manual
 * payment to verify; the refunds owed), then the members by
 * subscription status. A plan started since billing in arrears (decision 019) is never pending activation: the
 * batch activation and the pending group appear only while members who paid up front the old way still wait.
 */
export function SubscriptionsTab() {
  // The same query as the pending group's first page, so it is asked once.
  const pending = useAdminUsers({ status: 'pending_verification', page: 1 });
  const oldWayWaiting = (pending.data?.total ?? 0) > 0;
  return (
    <div className="grid gap-6">
      {oldWayWaiting && <BatchActivateAction />}
      <StoppedChargesGroup />
      <AwaitingVerificationGroup />
      <RefundsOwedGroup />
      {SUBSCRIPTION_GROUP_ORDER.filter((status) => oldWayWaiting || status !== 'pending_verification').map((status) => (
        <SubscriptionGroup key={status} status={status} />
      ))}
    </div>
  );
}

/**
 * Manual payments an admin has to check, purchases and monthly renewals alike, the longest waiting first:
 * a renewal's month opens only once it is verified here.
 */
function AwaitingVerificationGroup() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const awaiting = useAwaitingPayments({ page });
  return (
    <PagedGroup
      id="subscriptions-awaiting"
      title={t('admin.awaiting.title')}
      query={awaiting}
      rows={(data) => data.payments}
      empty={t('admin.awaiting.empty')}
      onPageChange={setPage}
    >
      {(payment) => (
        <li key={payment.paymentId} className="grid gap-3 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
          <Member member={payment} />
          <PaymentDetails payment={payment} />
          <VerifyPaymentButton payment={payment} />
        </li>
      )}
    </PagedGroup>
  );
}

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
          {...fieldAria(id, error)}
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
function RefundsOwedGroup() {
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
          <Member member={refund} />
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

/**
 * Card charges the Stripe job gave up on after its attempts without Stripe's verdict (Stripe out of reach or
 * failing, an error of ours): not the card's fault, so the member was not told. Shown only while there are any.
 */
function StoppedChargesGroup() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const stopped = useStoppedCharges(page);
  if (!stopped.data?.total) return null;
  return (
    <PagedGroup
      id="subscriptions-stopped-charges"
      title={t('admin.stoppedCharges.title')}
      query={stopped}
      rows={(data) => data.charges}
      empty={t('admin.stoppedCharges.empty')}
      onPageChange={setPage}
    >
      {(charge) => (
        <li key={charge.paymentId} className="grid gap-3 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
          <Member member={charge} />
          <StoppedChargeDetails charge={charge} />
          <RetryChargeButton charge={charge} />
        </li>
      )}
    </PagedGroup>
  );
}

function StoppedChargeDetails({ charge }: { charge: StoppedCharge }) {
  const { t } = useTranslation();
  return (
    <span className="grid gap-1 text-sm">
      <span className="font-medium">
        {formatMoney(charge.amountCents)} · {PLANS[charge.paymentType].name}
      </span>
      <span>
        {t('admin.stoppedCharges.stopped', { date: formatInstantDay(charge.stoppedAt), count: charge.attempts })}
      </span>
      <span>{t(`admin.stoppedCharges.reasons.${charge.reason}`)}</span>
      {charge.detail && <span className="break-all font-mono text-xs text-muted-foreground">{charge.detail}</span>}
      {charge.stripeInvoiceId && (
        <span className="break-all text-muted-foreground">
          {t('admin.stoppedCharges.invoice', { id: charge.stripeInvoiceId })}
        </span>
      )}
    </span>
  );
}

function RetryChargeButton({ charge }: { charge: StoppedCharge }) {
  const { t } = useTranslation();
  const retry = useRetryCharge();
  return (
    <Button
      size="sm"
      disabled={retry.isPending}
      aria-label={t('admin.stoppedCharges.retryFor', { name: fullName(charge) })}
      onClick={() =>
        retry.mutate(charge.paymentId, {
          onSuccess: () => toast({ title: t('admin.stoppedCharges.retried') }),
          onError: (failure) =>
            toast({
              title: t('admin.stoppedCharges.failed'),
              description: errorMessage(failure, t),
              variant: 'destructive',
            }),
        })
      }
    >
      {t('admin.stoppedCharges.retry')}
    </Button>
  );
}

function SubscriptionGroup({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ status, page });
  const headingId = `subscriptions-${status}`;
  return (
    <PagedGroup
      id={headingId}
      title={t(`admin.subscriptions.groups.${status}`)}
      query={users}
      rows={(data) => data.users}
      empty={t('admin.subscriptions.emptyGroup')}
      onPageChange={setPage}
    >
      {(user) => (
        <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
          <span className="min-w-0 flex-1 basis-56">
            <span className="block font-medium">{fullName(user)}</span>
            <span className="block break-all text-sm text-muted-foreground">{user.email}</span>
          </span>
          <span className="text-sm">
            {user.subscriptionTier ? t(`plans.name.${user.subscriptionTier}`) : t('admin.noPlan')}
          </span>
          <span className="text-sm text-muted-foreground">
            {t('admin.subscriptions.since', { date: formatInstantDay(user.createdAt) })}
          </span>
        </li>
      )}
    </PagedGroup>
  );
}

/** Who a payment or refund is for: their name, and the email to find them by in the processor's records. */
function Member({ member }: { member: Parameters<typeof fullName>[0] }) {
  return (
    <span className="grid min-w-0 gap-1">
      <span className="font-medium">{fullName(member)}</span>
      <span className="break-all text-sm text-muted-foreground">{member.email}</span>
    </span>
  );
}

/**
 * One group of the subscriptions tab: its heading with the count, the read's three states, the rows (each
 * group words its own `<li>`), or the empty text, and the pager.
 */
function PagedGroup<Data extends Paged, Row>({
  id,
  title,
  query,
  rows,
  empty,
  onPageChange,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<Data>;
  rows: (data: Data) => readonly Row[];
  empty: string;
  onPageChange: (page: number) => void;
  children: (row: Row) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {title}
        {query.data && <Badge variant="secondary">{query.data.total}</Badge>}
      </h2>
      <QueryAnswer query={query}>
        {(data) =>
          rows(data).length === 0 ? (
            <p className="text-muted-foreground">{empty}</p>
          ) : (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border bg-card">
                {rows(data).map(children)}
              </ul>
              <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPageChange={onPageChange} />
            </>
          )
        }
      </QueryAnswer>
    </section>
  );
}
