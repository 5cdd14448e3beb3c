import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BILLING_PAYMENT_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_PROCESSORS,
  SUBSCRIPTION_ACTIONS,
} from '#shared/constants/billing.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import type { AgreementResponse } from '#shared/schemas/subscription.ts';
import { at, id } from './columns.ts';
import { memberId, paymentType, subscriptionStatus, users } from './users.ts';

export const paymentStatus = pgEnum('payment_status', BILLING_PAYMENT_STATUSES);
export const paymentKind = pgEnum('payment_kind', PAYMENT_KINDS);
export const subscriptionAction = pgEnum('subscription_action', SUBSCRIPTION_ACTIONS);
export const paymentProcessor = pgEnum('payment_processor', PAYMENT_PROCESSORS);

/** CROA § 1679d: the signed contract, kept with what proves who accepted it and when. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: id(),
    userId: memberId(),
    paymentType: paymentType('payment_type').notNull(),
    version: text('version').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    acceptedAt: at('accepted_at').notNull(),
    /** Fixed when signed: the 3-business-day right to cancel ends here. */
    rightToCancelEndsAt: at('right_to_cancel_ends_at').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    /** The disclosure, contract and notice exactly as shown and accepted (CROA § 1679c(c): proof of what was signed). */
    document: jsonb('document').$type<AgreementResponse>().notNull(),
  },
  (table) => [index('agreement_acceptances_user_idx').on(table.userId)],
);

/** One purchase of a plan, from the reported payment to its end. The user row mirrors the open one. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: memberId(),
    paymentType: paymentType('payment_type').notNull(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreementAcceptances.id),
    createdAt: at('created_at').notNull(),
    activatedAt: at('activated_at'),
    /** A cancellation at the end of the period: still active until then. */
    endsAt: at('ends_at'),
    endedAt: at('ended_at'),
    processor: paymentProcessor('processor').notNull().default('manual'),
    /** Stripe: the Checkout Session that saves the member's card, the customer and the card it saved. */
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripeCustomerId: text('stripe_customer_id'),
    stripePaymentMethodId: text('stripe_payment_method_id'),
  },
  (table) => [
    uniqueIndex('subscriptions_stripe_checkout_key').on(table.stripeCheckoutSessionId),
    // A double click cannot open two subscriptions: one open subscription a member, enforced by the database.
    uniqueIndex('subscriptions_one_open_idx').on(table.userId).where(sql`${table.endedAt} is null`),
    uniqueIndex('subscriptions_agreement_key').on(table.agreementId),
    index('subscriptions_ending_idx').on(table.endsAt).where(sql`${table.endedAt} is null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    /** Also the paymentIntentId the API answers. */
    id: id(),
    userId: memberId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: paymentKind('kind').notNull(),
    /** A refund is negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: paymentStatus('status').notNull(),
    /** The processor's invoice or receipt number: typed by the verifying admin, or Stripe's invoice id. */
    externalReference: text('external_reference'),
    /** Manual mode: when the member said they paid, and the reference they gave (shown to the verifying admin). */
    reportedAt: at('reported_at'),
    memberReference: text('member_reference'),
    /** Stripe: the invoice that charges this period (one per payment, so a retried job cannot charge twice). */
    stripeInvoiceId: text('stripe_invoice_id'),
    /** Stripe: the charge behind a paid invoice, which refunds and chargebacks name. */
    stripeChargeId: text('stripe_charge_id'),
    /** The processor's decline code when a charge failed. */
    failureReason: text('failure_reason'),
    /** Which billing period a renewal pays for. */
    periodIndex: integer('period_index'),
    createdAt: at('created_at').notNull(),
    verifiedAt: at('verified_at'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A refund owed: the date by which it must reach the member (CROA's notice of cancellation promises 10 days
     * from the cancellation).
     */
    dueAt: at('due_at'),
    /**
     * Stripe: when a run claimed the charge ('processing'). A claim whose answer never came (the process died
     * between the claim and the payment) is swept and retried once it is older than the sweep's timeout.
     */
    claimedAt: at('claimed_at'),
    /** Stripe: charge runs that failed for a reason other than the card (Stripe unreachable, an error of ours). */
    attempts: integer('attempts').notNull().default(0),
    /** Stripe: the earliest next run after such a failure (backoff); null means at once. */
    retryAt: at('retry_at'),
    /** Stripe: when the runs gave up after the last allowed attempt; admins are told and settle it by hand. */
    stoppedAt: at('stopped_at'),
    /** Stripe: what the last failed run said, for the admin who settles it (no card data). */
    lastError: text('last_error'),
  },
  (table) => [
    index('payments_user_idx').on(table.userId),
    // One charge a billing period (the purchase is period 0), and at most one refund a subscription.
    uniqueIndex('payments_period_key').on(table.subscriptionId, table.periodIndex),
    uniqueIndex('payments_one_refund_idx').on(table.subscriptionId).where(sql`${table.kind} = 'refund'`),
    uniqueIndex('payments_stripe_invoice_key').on(table.stripeInvoiceId),
    // Not partial on 'due': that value was added by ALTER TYPE (0010), which a fresh database migrates in the same
    // transaction, where PostgreSQL refuses to use it.
    index('payments_status_idx').on(table.status, table.subscriptionId),
    // The charge job's claim (due or processing, not stopped, oldest first) and the admins' stopped charges.
    index('payments_charge_queue_idx').on(table.status, table.createdAt).where(sql`${table.stoppedAt} is null`),
    index('payments_stopped_idx').on(table.stoppedAt).where(sql`${table.stoppedAt} is not null`),
  ],
);

/** So "disputes left this month" is a query: each period's allowance and what was used of it. */
export const billingPeriods = pgTable(
  'billing_periods',
  {
    id: id(),
    userId: memberId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    startsAt: at('starts_at').notNull(),
    /** Null for the one-time plan's single period. */
    endsAt: at('ends_at'),
    allowance: integer('allowance').notNull(),
    used: integer('used').notNull().default(0),
    /**
     * When the allowance became usable; null while the period waits for the payment that opens it (manual: this
     * period's renewal verified by an admin; Stripe: the previous period's letters paid for).
     */
    openedAt: at('opened_at'),
  },
  (table) => [
    uniqueIndex('billing_periods_subscription_index_key').on(table.subscriptionId, table.index),
    index('billing_periods_open_ended_idx').on(table.subscriptionId).where(sql`${table.endsAt} is null`),
  ],
);

export const subscriptionHistory = pgTable(
  'subscription_history',
  {
    id: id(),
    userId: memberId(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    action: subscriptionAction('action').notNull(),
    paymentType: paymentType('payment_type'),
    newStatus: subscriptionStatus('new_status').notNull(),
    /** Who did it: the member, an admin, or null when time did it (a renewal, an end of period). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('subscription_history_user_idx').on(table.userId)],
);

/**
 * Every Stripe event received, stored once by its id: a replayed or duplicated delivery finds its row and
 * changes nothing, even when two instances receive it at the same moment.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
  /** What the event did: applied, or why it was ignored (unknown member, already applied, type not handled). */
  outcome: text('outcome').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
});
