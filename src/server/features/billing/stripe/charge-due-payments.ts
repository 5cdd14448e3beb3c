import { and, asc, eq, notInArray } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Language } from '#shared/constants/languages.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { billingPeriods, payments, subscriptions } from '../../../db/schema/billing.ts';
import { users } from '../../../db/schema/users.ts';

type ChargeDeps = { db: Database; config: Pick<AppConfig, 'legal'> };

interface Claimed {
  paymentId: string;
  invoiceId: string;
  paymentMethod: string;
}

const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the member's receipt says the charge is for: the plan, and the period whose letters it pays for. */
function invoiceDescription(
  business: string,
  planName: string,
  period: { startsAt: Date; endsAt: Date | null },
  language: Language,
): string {
  const from = day.format(period.startsAt);
  const to = period.endsAt ? day.format(period.endsAt) : null;
  if (language === 'es') {
    return `Plan ${planName} de ${business}: disputas enviadas ${to ? `del ${from} al ${to}` : `desde el ${from}`}`;
  }
  return `${business} ${planName} plan: disputes sent ${to ? `${from} to ${to}` : `from ${from}`}`;
}

/**
 * The charge job (PostgreSQL is the queue: a 'due' payment row is the job). Each due Stripe payment gets an
 * invoice for its period's price on the member's saved card, finalized, then paid. The row is held with FOR
 * UPDATE SKIP LOCKED while its invoice is made, so two instances never both send it, and becomes 'processing'
 * with the invoice's id before the payment is asked for; every Stripe call carries an idempotency key derived
 * from the payment, so a run that died half-way is repeated without a second invoice or charge. The outcome
 * comes back as an event (invoice.paid / invoice.payment_failed); a decline therefore leaves the row
 * 'processing' here. Stripe out of reach leaves it 'due' for the next run. Answers how many charges were sent.
 */
export async function chargeDuePayments(
  deps: ChargeDeps,
  stripe: Stripe,
  onError: (error: unknown, paymentId: string) => void = () => undefined,
): Promise<number> {
  const attempted: string[] = [];
  let sent = 0;
  for (;;) {
    const before = attempted.length;
    try {
      const claimed = await claimDuePayment(deps, stripe, attempted);
      if (!claimed) return sent;
      await payInvoice(deps.db, stripe, claimed);
      sent += 1;
    } catch (error) {
      // Nothing was picked: the database itself failed, and the next run starts over.
      if (attempted.length === before) throw error;
      onError(error, attempted.at(-1) ?? '');
    }
  }
}

/** Picks the oldest due payment nobody else holds, makes its invoice, and marks it 'processing'. */
async function claimDuePayment(deps: ChargeDeps, stripe: Stripe, attempted: string[]): Promise<Claimed | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payment: payments, subscription: subscriptions, period: billingPeriods, language: users.language })
      .from(payments)
      .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(
        billingPeriods,
        and(eq(billingPeriods.subscriptionId, payments.subscriptionId), eq(billingPeriods.index, payments.periodIndex)),
      )
      .where(
        and(
          eq(payments.status, 'due'),
          eq(subscriptions.processor, 'stripe'),
          attempted.length > 0 ? notInArray(payments.id, attempted) : undefined,
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(1)
      .for('update', { of: payments, skipLocked: true });
    if (!row) return null;
    const { payment, subscription } = row;
    attempted.push(payment.id);
    const customer = subscription.stripeCustomerId;
    const paymentMethod = subscription.stripePaymentMethodId;
    if (!customer || !paymentMethod) throw new Error(`payment ${payment.id} has no saved card to charge`);
    // A charge retried after a new card was saved pays the invoice it already has.
    const invoiceId =
      payment.stripeInvoiceId ??
      (await createInvoice(stripe, {
        paymentId: payment.id,
        customer,
        paymentMethod,
        amountCents: payment.amountCents,
        description: invoiceDescription(
          deps.config.legal.businessName,
          PLANS[subscription.paymentType].name,
          row.period,
          row.language,
        ),
        metadata: {
          userId: payment.userId,
          subscriptionId: subscription.id,
          paymentId: payment.id,
          periodIndex: String(row.period.index),
        },
      }));
    await tx
      .update(payments)
      .set({ status: 'processing', stripeInvoiceId: invoiceId })
      .where(eq(payments.id, payment.id));
    return { paymentId: payment.id, invoiceId, paymentMethod };
  });
}

/** A draft invoice with the period's price on it, finalized: ready to be paid, not yet paid. */
async function createInvoice(
  stripe: Stripe,
  charge: {
    paymentId: string;
    customer: string;
    paymentMethod: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
  },
): Promise<string> {
  const { paymentId, customer, description, metadata } = charge;
  const invoice = await stripe.invoices.create(
    {
      customer,
      default_payment_method: charge.paymentMethod,
      collection_method: 'charge_automatically',
      // We pay it ourselves, at once: Stripe's own schedule would charge it an hour later, outside this job.
      auto_advance: false,
      currency: 'usd',
      pending_invoice_items_behavior: 'exclude',
      description,
      metadata,
    },
    { idempotencyKey: `${paymentId}-invoice` },
  );
  await stripe.invoiceItems.create(
    { customer, invoice: invoice.id, amount: charge.amountCents, currency: 'usd', description, metadata },
    { idempotencyKey: `${paymentId}-item` },
  );
  await stripe.invoices.finalizeInvoice(invoice.id, {}, { idempotencyKey: `${paymentId}-finalize` });
  return invoice.id;
}

async function payInvoice(db: Database, stripe: Stripe, claimed: Claimed): Promise<void> {
  try {
    // One attempt a card: a retry of the same attempt is answered from Stripe's record, a new card is tried anew.
    await stripe.invoices.pay(
      claimed.invoiceId,
      { payment_method: claimed.paymentMethod, off_session: true },
      { idempotencyKey: `${claimed.paymentId}-pay-${claimed.paymentMethod}` },
    );
  } catch (error) {
    // A decline is Stripe's answer, and its invoice.payment_failed event records it.
    if (error instanceof Stripe.errors.StripeCardError) return;
    await db
      .update(payments)
      .set({ status: 'due' })
      .where(and(eq(payments.id, claimed.paymentId), eq(payments.status, 'processing')));
    throw error;
  }
}
