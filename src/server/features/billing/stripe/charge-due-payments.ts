import Stripe from 'stripe';
import type { AppDeps } from '#server/app-deps.ts';
import type { AppConfig } from '#server/config.ts';
import type { Transaction } from '#server/db/client.ts';
import type { BillingPeriodRow, SubscriptionRow } from '#server/features/allowance/index.ts';
import type { Language } from '#shared/constants/languages.ts';
import { PLANS } from '#shared/constants/plans.ts';
import { type PaymentRecord, updatePayment } from '../payment-queries.ts';
import { invoicePaid, invoicePaymentFailed } from './invoice-events.ts';
import { listInvoicePayments } from './invoice-payments.ts';
import { claimNextDueCharge, lockDueCharge, releaseProcessingPayment } from './stripe-queries.ts';
import type { EventHandler } from './webhook-events.ts';

export type ChargeDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher'> & { config: Pick<AppConfig, 'legal'> };

interface DueCharge {
  payment: PaymentRecord;
  subscription: SubscriptionRow;
  /** Null for a mailed letter's fee, which is for a letter rather than a period. */
  period: BillingPeriodRow | null;
  language: Language;
}

interface Claimed {
  paymentId: string;
  invoiceId: string;
  paymentMethod: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (instant: Date) => dayFormat.format(instant);

function periodDescription(
  business: string,
  planName: string,
  period: { startsAt: Date; endsAt: Date | null },
  language: Language,
): string {
  const from = dayOf(period.startsAt);
  const to = period.endsAt ? dayOf(period.endsAt) : null;
  if (language === 'es') {
    return `Plan ${planName} de ${business}: disputas enviadas ${to ? `del ${from} al ${to}` : `desde el ${from}`}`;
  }
  return `${business} ${planName} plan: disputes sent ${to ? `${from} to ${to}` : `from ${from}`}`;
}

/**
 * What the member's receipt says the charge is for: the plan and the period whose letters it pays for, or the
 * letter we mailed and the day USPS took it. Not through i18n: Stripe prints it on the receipt it emails, outside
 * the app, so it is written here once, in the member's language.
 */
function invoiceDescription(business: string, { payment, subscription, period, language }: DueCharge): string {
  if (period) return periodDescription(business, PLANS[subscription.paymentType].name, period, language);
  const day = dayOf(payment.createdAt);
  return language === 'es'
    ? `Carta certificada enviada por ${business} el ${day}`
    : `Certified letter mailed by ${business} on ${day}`;
}

/**
 * The charge job (PostgreSQL is the queue: a 'due' payment row is the job). Each due Stripe payment gets an
 * invoice for its period's price on the member's saved card, finalized, then paid; a mailed letter's fee, due with
 * its period's charge, gets an invoice of its own, after it (a payment row names one invoice). The member's
 * row and then the payment's are held (SKIP LOCKED) while its invoice is made, so two instances never both send
 * it and no refund or chargeback is applied meanwhile; the row becomes 'processing' with the invoice's id before the
 * payment is asked for. Every Stripe call carries an idempotency key derived from the payment, so a run that
 * died half-way is repeated without a second invoice or charge. Stripe's answer to the payment is applied at
 * once, as its event would apply it (invoice.paid / invoice.payment_failed, which then change nothing); an
 * answer still pending is left to the event. Stripe out of reach leaves the row 'due' for the next run.
 * Answers how many charges were sent.
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
      const answer = await payInvoice(deps, stripe, claimed);
      sent += 1;
      // Should this fail, the row stays 'processing' and the invoice's event applies the answer instead.
      if (answer) await applyAnswer(deps, stripe, answer);
    } catch (error) {
      // Nothing was picked: the database itself failed, and the next run starts over.
      if (attempted.length === before) throw error;
      onError(error, attempted.at(-1) ?? '');
    }
  }
}

/**
 * The invoice is made while the rows are held and the payment marked 'processing' in the same transaction: no
 * other run sends it meanwhile, and a run that finds it due again later pays the invoice it already has.
 */
async function claimDuePayment(deps: ChargeDeps, stripe: Stripe, attempted: string[]): Promise<Claimed | null> {
  return deps.db.transaction(async (tx) => {
    for (;;) {
      // The member's row first, as every request and webhook takes it, then the payment's: never the other way
      // round. A member someone else holds is left for the next run.
      const candidate = await claimNextDueCharge(tx, attempted);
      if (!candidate) return null;
      attempted.push(candidate.payment.id);
      // Read again under the member's lock: a refund or a chargeback applied just before is seen now.
      const row = await lockDueCharge(tx, candidate.payment.id);
      if (row) return { paymentId: row.payment.id, ...(await sendInvoice(tx, deps, stripe, row)) };
    }
  });
}

async function sendInvoice(
  tx: Transaction,
  deps: ChargeDeps,
  stripe: Stripe,
  row: DueCharge,
): Promise<Omit<Claimed, 'paymentId'>> {
  const { payment, subscription } = row;
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
      description: invoiceDescription(deps.config.legal.businessName, row),
      metadata: {
        userId: payment.userId,
        subscriptionId: subscription.id,
        paymentId: payment.id,
        ...(row.period ? { periodIndex: String(row.period.index) } : { kind: payment.kind }),
      },
    }));
  await updatePayment(tx, payment.id, { status: 'processing', stripeInvoiceId: invoiceId });
  return { invoiceId, paymentMethod };
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

/** Stripe's answer to a payment: the handler its event would run, and the invoice to run it on. */
interface Answer {
  apply: EventHandler;
  invoice: Stripe.Invoice;
}

/** Pays the invoice; answers Stripe's verdict, or null while it is pending (its event will tell). */
async function payInvoice(deps: ChargeDeps, stripe: Stripe, claimed: Claimed): Promise<Answer | null> {
  let invoice: Stripe.Invoice;
  try {
    // One attempt a card: a retry of the same attempt is answered from Stripe's record, a new card is tried anew.
    invoice = await stripe.invoices.pay(
      claimed.invoiceId,
      { payment_method: claimed.paymentMethod, off_session: true },
      { idempotencyKey: `${claimed.paymentId}-pay-${claimed.paymentMethod}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      return { apply: invoicePaymentFailed, invoice: await stripe.invoices.retrieve(claimed.invoiceId) };
    }
    await releaseProcessingPayment(deps.db, claimed.paymentId);
    throw error;
  }
  return invoice.status === 'paid' ? { apply: invoicePaid, invoice } : null;
}

/** Stripe's answer applied as its event would be, with the invoice's payments (the charge, or the decline). */
async function applyAnswer(deps: ChargeDeps, stripe: Stripe, { apply, invoice }: Answer): Promise<void> {
  const invoicePayments = await listInvoicePayments(stripe, { invoice: invoice.id });
  const context = { now: deps.clock.now(), cipher: deps.cipher, invoicePayments };
  await deps.db.transaction((tx) => apply(tx, invoice, context));
}
