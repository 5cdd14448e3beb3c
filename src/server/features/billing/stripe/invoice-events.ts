import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { lockUser, recordHistory, type SubscriptionRow } from '../../../allowance/subscription-queries.ts';
import type { Transaction } from '../../../db/client.ts';
import { billingPeriods, payments, subscriptions } from '../../../db/schema/billing.ts';
import { users } from '../../../db/schema/users.ts';
import { notify } from '../../notifications/notify.ts';
import type { ApplyContext } from './apply-stripe-event.ts';
import { ref, stripeId } from './stripe-objects.ts';
import { applied, ignored, isOutcome } from './webhook-events.ts';

type PaymentRow = typeof payments.$inferSelect;

/** The invoice our charge job sent for one payment row, once its period closed with letters in it. */
const InvoiceShape = z.object({
  id: stripeId,
  customer: ref.nullish(),
  metadata: z
    .object({ userId: z.uuid().optional().catch(undefined), paymentId: z.uuid().optional().catch(undefined) })
    .nullish(),
  // The charge that paid it: on the invoice itself, or on its payments when Stripe lists them.
  charge: ref.nullish(),
  payments: z.object({ data: z.array(z.object({ payment: z.object({ charge: ref.nullish() }).nullish() })) }).nullish(),
  last_finalization_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
  attempt_count: z.number().int().nonnegative().nullish(),
});
type Invoice = z.infer<typeof InvoiceShape>;

/** The payment an invoice charges, found by the id our charge job put in its metadata, else by the invoice. */
async function invoiceTarget(tx: Transaction, invoice: Invoice) {
  const paymentId = invoice.metadata?.paymentId;
  const byId = paymentId ? eq(payments.id, paymentId) : eq(payments.stripeInvoiceId, invoice.id);
  const [found] = await tx.select({ userId: payments.userId }).from(payments).where(byId);
  if (!found) return ignored('unknown payment');
  const metadataUser = invoice.metadata?.userId;
  if (metadataUser && metadataUser !== found.userId) return ignored('member does not match');
  const { userId } = found;
  const user = await lockUser(tx, userId);
  if (!user) return ignored('unknown member');
  // Read again under the lock: another delivery may have moved it meanwhile.
  const [payment] = await tx.select().from(payments).where(byId);
  const [subscription] = payment
    ? await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId))
    : [];
  if (!payment || !subscription) return ignored('unknown payment', userId);
  if (payment.stripeInvoiceId && payment.stripeInvoiceId !== invoice.id) return ignored('another invoice', userId);
  const customer = invoice.customer ?? null;
  if (customer && subscription.stripeCustomerId && customer !== subscription.stripeCustomerId) {
    return ignored('customer does not match', userId);
  }
  return { payment, subscription, user };
}

const chargeOf = (invoice: Invoice) =>
  invoice.charge ?? invoice.payments?.data.map((entry) => entry.payment?.charge).find(Boolean) ?? null;

export async function invoicePaid(tx: Transaction, object: unknown, { now }: ApplyContext) {
  const parsed = InvoiceShape.safeParse(object);
  if (!parsed.success) return ignored('malformed invoice');
  const invoice = parsed.data;
  const target = await invoiceTarget(tx, invoice);
  if (isOutcome(target)) return target;
  const { payment, subscription, user } = target;
  if (payment.status === 'completed') return ignored('already paid', user.id);
  if (!isCharged(payment)) return ignored(`payment is ${payment.status}`, user.id);
  await tx
    .update(payments)
    .set({
      status: 'completed',
      verifiedAt: now,
      externalReference: invoice.id,
      stripeInvoiceId: invoice.id,
      stripeChargeId: chargeOf(invoice),
      failureReason: null,
    })
    .where(eq(payments.id, payment.id));
  // The next period waits for this one's letters to be paid for.
  if (payment.periodIndex !== null) {
    await tx
      .update(billingPeriods)
      .set({ openedAt: now })
      .where(
        and(
          eq(billingPeriods.subscriptionId, subscription.id),
          eq(billingPeriods.index, payment.periodIndex + 1),
          isNull(billingPeriods.openedAt),
        ),
      );
  }
  if (user.subscriptionStatus !== 'past_due' || subscription.endedAt) return applied('payment completed', user.id);
  const [stillFailed] = await tx
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.status, 'failed')));
  if (stillFailed?.n) return applied('payment completed, other payments still declined', user.id);
  await setStatus(tx, subscription, 'active', 'payment_recovered', now);
  return applied('payment completed, member recovered', user.id);
}

/** A charge sent (or about to be: the job marks it after Stripe answers) whose outcome Stripe now reports. */
const isCharged = (payment: PaymentRow) =>
  payment.status === 'due' || payment.status === 'processing' || payment.status === 'failed';

export async function invoicePaymentFailed(tx: Transaction, object: unknown, { now }: ApplyContext) {
  const parsed = InvoiceShape.safeParse(object);
  if (!parsed.success) return ignored('malformed invoice');
  const invoice = parsed.data;
  const target = await invoiceTarget(tx, invoice);
  if (isOutcome(target)) return target;
  const { payment, subscription, user } = target;
  if (payment.status === 'completed') return ignored('already paid', user.id);
  if (payment.status === 'failed') return ignored('already declined', user.id);
  if (!isCharged(payment)) return ignored(`payment is ${payment.status}`, user.id);
  const declined = invoice.last_finalization_error;
  await tx
    .update(payments)
    .set({
      status: 'failed',
      stripeInvoiceId: invoice.id,
      failureReason: declined?.decline_code ?? declined?.code ?? null,
    })
    .where(eq(payments.id, payment.id));
  // Nothing more goes out until it is paid: past_due lends no allowance.
  if (user.subscriptionStatus === 'active' && !subscription.endedAt) {
    await setStatus(tx, subscription, 'past_due', 'payment_failed', now);
  }
  // Each attempt that fails is told: a retry on a new card that is declined too is news to the member.
  await notify(
    tx,
    {
      userId: user.id,
      kind: 'payment_failed',
      subjectKey: `${payment.id}:${invoice.attempt_count ?? 1}`,
      data: { amountCents: payment.amountCents },
    },
    now,
  );
  return applied('payment declined', user.id);
}

async function setStatus(
  tx: Transaction,
  subscription: SubscriptionRow,
  status: 'active' | 'past_due',
  action: 'payment_recovered' | 'payment_failed',
  now: Date,
) {
  await tx.update(users).set({ subscriptionStatus: status, updatedAt: now }).where(eq(users.id, subscription.userId));
  await recordHistory(tx, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    action,
    paymentType: subscription.paymentType,
    newStatus: status,
    actorId: null,
    createdAt: now,
  });
}
