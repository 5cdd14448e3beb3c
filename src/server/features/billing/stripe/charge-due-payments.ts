import Stripe from 'stripe';
import type { AppDeps } from '#server/app-deps.ts';
import type { AppConfig } from '#server/config.ts';
import type { Transaction } from '#server/db/client.ts';
import type { BillingPeriodRow, SubscriptionRow } from '#server/features/allowance/index.ts';
import type { Language } from '#shared/constants/languages.ts';
import { PLANS } from '#shared/constants/plans.ts';
import { type PaymentRecord, updatePayment } from '../payment-queries.ts';
import { afterFailure, chargeKey, failureOf, failureText } from './charge-retries.ts';
import { invoicePaid, invoicePaymentFailed } from './invoice-events.ts';
import { declinedWith, type InvoicePayment, listInvoicePayments } from './invoice-payments.ts';
import { claimNextDueCharge, lockDueCharge, recordChargeFailure } from './stripe-queries.ts';
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
  /** When this run claimed it: what names its attempt in the idempotency keys. */
  claimedAt: Date;
  invoiceId: string;
  paymentMethod: string;
  /** The invoice was sent by an earlier run: Stripe may have given its verdict on it already. */
  resumed: boolean;
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
 * it and no refund or chargeback is applied meanwhile; the row becomes 'processing' with the invoice's id and the
 * claim's time before the payment is asked for. Every Stripe call carries an idempotency key derived from the
 * payment and the attempt (chargeKey). Stripe's answer to the payment is applied at once, as its event would apply
 * it (invoice.paid / invoice.payment_failed, which then change nothing).
 *
 * A run that gets no verdict (Stripe out of reach or answering an error, an error of ours) puts the charge back to
 * due after a backoff and, after MAX_CHARGE_ATTEMPTS such runs, stops it for an admin (charge-retries.ts). A claim
 * nobody reported back on for CLAIM_TIMEOUT_MS (the run died, or Stripe's answer was lost) is such a run: the
 * charge is taken up again. A charge that already has an invoice is first read back from Stripe, so a payment
 * Stripe took or declined unheard is applied, never asked for twice. Answers how many charges Stripe answered on.
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
      if (claimed === 'stopped') continue;
      const answer = await askStripe(stripe, claimed);
      sent += 1;
      if (answer) await applyAnswer(deps, stripe, answer);
    } catch (error) {
      // Nothing was picked: the database itself failed, and the next run starts over.
      if (attempted.length === before) throw error;
      const paymentId = attempted.at(-1) ?? '';
      onError(error, paymentId);
      const failure = failureOf(error);
      await recordChargeFailure(deps.db, paymentId, (attempts) => afterFailure(attempts, failure, deps.clock.now()));
    }
  }
}

/**
 * The invoice is made while the rows are held and the payment marked 'processing' in the same transaction: no
 * other run sends it meanwhile, and a run that takes it up later pays the invoice it already has. A charge whose
 * lost run was its last attempt is stopped in a transaction of its own, which nothing after it can roll back.
 */
async function claimDuePayment(
  deps: ChargeDeps,
  stripe: Stripe,
  attempted: string[],
): Promise<Claimed | 'stopped' | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    for (;;) {
      // The member's row first, as every request and webhook takes it, then the payment's: never the other way
      // round. A member someone else holds is left for the next run.
      const candidate = await claimNextDueCharge(tx, now, attempted);
      if (!candidate) return null;
      attempted.push(candidate.payment.id);
      // Read again under the member's lock: a refund or a chargeback applied just before is seen now.
      const row = await lockDueCharge(tx, now, candidate.payment.id);
      if (!row) continue;
      if (!(await countLostRun(tx, row.payment, now))) return 'stopped';
      return { paymentId: row.payment.id, claimedAt: now, ...(await sendInvoice(tx, deps, stripe, row, now)) };
    }
  });
}

/**
 * A charge still 'processing' here was claimed by a run that never reported back: that run counts as one without
 * a verdict. Answers whether this run may try: not when that was the last attempt allowed (the charge stops).
 */
async function countLostRun(tx: Transaction, payment: PaymentRecord, now: Date): Promise<boolean> {
  if (payment.status !== 'processing') return true;
  const lost = afterFailure(
    payment.attempts,
    failureText('no_answer', `claimed at ${payment.claimedAt?.toISOString() ?? 'an unknown time'}`),
    now,
  );
  if (lost.stoppedAt) {
    await updatePayment(tx, payment.id, { status: 'due', ...lost });
    return false;
  }
  await updatePayment(tx, payment.id, { attempts: lost.attempts, lastError: lost.lastError });
  return true;
}

async function sendInvoice(
  tx: Transaction,
  deps: ChargeDeps,
  stripe: Stripe,
  row: DueCharge,
  now: Date,
): Promise<Omit<Claimed, 'paymentId' | 'claimedAt'>> {
  const { payment, subscription } = row;
  const customer = subscription.stripeCustomerId;
  const paymentMethod = subscription.stripePaymentMethodId;
  if (!customer || !paymentMethod) throw new Error(`payment ${payment.id} has no saved card to charge`);
  // A charge taken up again (a new card saved, a run that got no verdict) pays the invoice it already has.
  const sent = payment.stripeInvoiceId;
  const invoiceId =
    sent ??
    (await createInvoice(stripe, {
      paymentId: payment.id,
      claimedAt: now,
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
  await updatePayment(tx, payment.id, { status: 'processing', stripeInvoiceId: invoiceId, claimedAt: now });
  return { invoiceId, paymentMethod, resumed: sent !== null };
}

/**
 * A draft invoice with the period's price on it, finalized: ready to be paid, not yet paid. An attempt that failed
 * half-way leaves Stripe a draft the next attempt does not reuse: never finalized, it is never charged.
 */
async function createInvoice(
  stripe: Stripe,
  charge: {
    paymentId: string;
    claimedAt: Date;
    customer: string;
    paymentMethod: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
  },
): Promise<string> {
  const { paymentId, claimedAt, customer, description, metadata } = charge;
  const key = (step: string) => ({ idempotencyKey: chargeKey(paymentId, claimedAt, step) });
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
    key('invoice'),
  );
  await stripe.invoiceItems.create(
    { customer, invoice: invoice.id, amount: charge.amountCents, currency: 'usd', description, metadata },
    key('item'),
  );
  await stripe.invoices.finalizeInvoice(invoice.id, {}, key('finalize'));
  return invoice.id;
}

/** Stripe's answer to a payment: the handler its event would run, the invoice, and its payments if read already. */
interface Answer {
  apply: EventHandler;
  invoice: Stripe.Invoice;
  invoicePayments?: InvoicePayment[];
}

/** Stripe's verdict on the charge, asking for the payment only when none was given; null while it is pending. */
async function askStripe(stripe: Stripe, claimed: Claimed): Promise<Answer | null> {
  if (claimed.resumed) {
    const given = await verdictGiven(stripe, claimed);
    if (given) return given;
  }
  return payInvoice(stripe, claimed);
}

/**
 * The invoice an earlier run sent, read back: paid, or declined on this very card (the answer or the run was
 * lost), is Stripe's verdict; open otherwise, to be paid. Any other state is not ours to settle.
 */
async function verdictGiven(stripe: Stripe, claimed: Claimed): Promise<Answer | null> {
  const invoice = await stripe.invoices.retrieve(claimed.invoiceId);
  if (invoice.status !== 'paid' && invoice.status !== 'open') {
    throw new Error(`invoice ${claimed.invoiceId} is ${invoice.status ?? 'of no status'}, not payable`);
  }
  const invoicePayments = await listInvoicePayments(stripe, { invoice: claimed.invoiceId });
  if (invoice.status === 'paid') return { apply: invoicePaid, invoice, invoicePayments };
  if (declinedWith(invoicePayments, claimed.paymentMethod))
    return { apply: invoicePaymentFailed, invoice, invoicePayments };
  return null;
}

/** Pays the invoice; answers Stripe's verdict, or null while it is pending (its event will tell). */
async function payInvoice(stripe: Stripe, claimed: Claimed): Promise<Answer | null> {
  let invoice: Stripe.Invoice;
  try {
    // The card is in the key: a new card saved after a decline is a new payment, not the declined one replayed.
    invoice = await stripe.invoices.pay(
      claimed.invoiceId,
      { payment_method: claimed.paymentMethod, off_session: true },
      { idempotencyKey: chargeKey(claimed.paymentId, claimed.claimedAt, `pay-${claimed.paymentMethod}`) },
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    return { apply: invoicePaymentFailed, invoice: await stripe.invoices.retrieve(claimed.invoiceId) };
  }
  return invoice.status === 'paid' ? { apply: invoicePaid, invoice } : null;
}

/** Stripe's answer applied as its event would be, with the invoice's payments (the charge, or the decline). */
async function applyAnswer(deps: ChargeDeps, stripe: Stripe, answer: Answer): Promise<void> {
  const { apply, invoice } = answer;
  const invoicePayments = answer.invoicePayments ?? (await listInvoicePayments(stripe, { invoice: invoice.id }));
  const context = { now: deps.clock.now(), cipher: deps.cipher, invoicePayments };
  await deps.db.transaction((tx) => apply(tx, invoice, context));
}
