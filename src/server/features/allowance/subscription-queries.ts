import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '#server/db/client.ts';
import {
  agreementAcceptances,
  billingPeriods,
  payments,
  subscriptionHistory,
  subscriptions,
} from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import type { BillingPaymentStatus } from '#shared/constants/billing.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { ONE_TIME_BILLING_MONTHS } from '#shared/rules/period-charge.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingPeriodRow = typeof billingPeriods.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type NewHistoryEntry = typeof subscriptionHistory.$inferInsert;
type NewBillingPeriod = typeof billingPeriods.$inferInsert;

export async function findOpenSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .limit(1);
  return row ?? null;
}

export async function findLatestPeriod(db: Executor, subscriptionId: string): Promise<BillingPeriodRow | null> {
  const [row] = await db
    .select()
    .from(billingPeriods)
    .where(eq(billingPeriods.subscriptionId, subscriptionId))
    .orderBy(desc(billingPeriods.index))
    .limit(1);
  return row ?? null;
}

export async function recordHistory(db: Executor, entry: NewHistoryEntry): Promise<void> {
  await db.insert(subscriptionHistory).values(entry);
}

/** Which period an instant falls in: the latest one that had begun by then (or the first, if none had). */
export async function findPeriodAt(
  db: Executor,
  subscriptionId: string,
  instant: Date,
): Promise<BillingPeriodRow | null> {
  const periods = await db
    .select()
    .from(billingPeriods)
    .where(eq(billingPeriods.subscriptionId, subscriptionId))
    .orderBy(desc(billingPeriods.index));
  return periods.find((period) => period.startsAt <= instant) ?? periods.at(-1) ?? null;
}

/** Disputes that went out under a subscription: what decides whether a one-time plan's service has begun. */
export async function countSubmittedDisputes(db: Executor, periodIds: string[]): Promise<number> {
  if (periodIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(disputes)
    .where(and(inArray(disputes.billingPeriodId, periodIds), ne(disputes.status, 'draft')));
  return row?.n ?? 0;
}

/** The member's subscription status, or null when there is no such member. */
export async function findSubscriptionStatus(db: Executor, userId: string): Promise<SubscriptionStatus | null> {
  const [member] = await db.select({ status: users.subscriptionStatus }).from(users).where(eq(users.id, userId));
  return member?.status ?? null;
}

export async function setSubscriptionStatus(
  db: Executor,
  userId: string,
  status: SubscriptionStatus,
  now: Date,
): Promise<void> {
  await db.update(users).set({ subscriptionStatus: status, updatedAt: now }).where(eq(users.id, userId));
}

export async function markSubscriptionActivated(db: Executor, subscriptionId: string, now: Date): Promise<void> {
  await db.update(subscriptions).set({ activatedAt: now }).where(eq(subscriptions.id, subscriptionId));
}

export async function closeSubscription(
  db: Executor,
  subscriptionId: string,
  dates: { endsAt: Date; endedAt: Date },
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ endsAt: dates.endsAt, endedAt: dates.endedAt })
    .where(eq(subscriptions.id, subscriptionId));
}

/**
 * Cancels the subscription's payments awaiting verification that the member never reported paying, and those
 * in any of `statuses`.
 */
export async function cancelUnowedPayments(
  db: Executor,
  subscriptionId: string,
  statuses: BillingPaymentStatus[],
): Promise<void> {
  const unreported = and(eq(payments.status, 'awaiting_verification'), isNull(payments.reportedAt));
  const unowed = statuses.length > 0 ? inArray(payments.status, statuses) : undefined;
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.subscriptionId, subscriptionId), or(unreported, unowed)));
}

/** Drafts queued by any of the subscription's payments become plain drafts again. */
export async function unqueueSubscriptionDrafts(db: Executor, subscriptionId: string, now: Date): Promise<void> {
  const paymentIds = db.select({ id: payments.id }).from(payments).where(eq(payments.subscriptionId, subscriptionId));
  await db
    .update(disputes)
    .set({ queuedByPaymentId: null, updatedAt: now })
    .where(and(eq(disputes.status, 'draft'), inArray(disputes.queuedByPaymentId, paymentIds)));
}

export async function unqueueDrafts(db: Executor, disputeIds: string[], now: Date): Promise<void> {
  await db.update(disputes).set({ queuedByPaymentId: null, updatedAt: now }).where(inArray(disputes.id, disputeIds));
}

/** The member's drafts queued by the subscription's payments, oldest first. */
export async function findQueuedDrafts(db: Executor, subscriptionId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.queuedByPaymentId))
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(disputes.status, 'draft')))
    .orderBy(asc(disputes.createdAt));
}

/** When the agreement's right to cancel runs out, or null when there is no such agreement. */
export async function findRightToCancelEnd(db: Executor, agreementId: string): Promise<Date | null> {
  const [agreement] = await db
    .select({ endsAt: agreementAcceptances.rightToCancelEndsAt })
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.id, agreementId));
  return agreement?.endsAt ?? null;
}

export async function insertPeriod(db: Executor, period: NewBillingPeriod): Promise<void> {
  await db.insert(billingPeriods).values(period);
}

export async function insertPayment(db: Executor, payment: NewPayment): Promise<void> {
  await db.insert(payments).values(payment);
}

export async function updatePayment(db: Executor, paymentId: string, values: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, paymentId));
}

/** The period, read afresh and row-locked, so two submissions can never both spend its last dispute. */
export async function lockPeriod(db: Executor, periodId: string): Promise<BillingPeriodRow | null> {
  const [fresh] = await db.select().from(billingPeriods).where(eq(billingPeriods.id, periodId)).for('update');
  return fresh ?? null;
}

export async function openPeriod(db: Executor, periodId: string, now: Date): Promise<void> {
  await db.update(billingPeriods).set({ openedAt: now }).where(eq(billingPeriods.id, periodId));
}

export async function spendAllowance(db: Executor, periodId: string, letters: number): Promise<void> {
  await db
    .update(billingPeriods)
    .set({ used: sql`${billingPeriods.used} + ${letters}` })
    .where(eq(billingPeriods.id, periodId));
}

/** The member's drafts among `disputeIds`, oldest first, at most `limit` of them. */
export async function findDraftsAmong(
  db: Executor,
  userId: string,
  disputeIds: string[],
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.userId, userId), eq(disputes.status, 'draft'), inArray(disputes.id, disputeIds)))
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(limit);
}

/** The subscription's scheduled charges, each with the period it is for. */
export async function findScheduledCharges(
  db: Executor,
  subscriptionId: string,
): Promise<{ id: string; period: BillingPeriodRow }[]> {
  return db
    .select({ id: payments.id, period: billingPeriods })
    .from(payments)
    .innerJoin(
      billingPeriods,
      and(eq(billingPeriods.subscriptionId, payments.subscriptionId), eq(billingPeriods.index, payments.periodIndex)),
    )
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'scheduled')));
}

export async function hasPaymentIn(
  db: Executor,
  subscriptionId: string,
  statuses: readonly BillingPaymentStatus[],
): Promise<boolean> {
  const [owed] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), inArray(payments.status, [...statuses])))
    .limit(1);
  return Boolean(owed);
}

/**
 * Charges not owed when the plan ends (no period of theirs closed with letters) are never taken. A mailed letter's
 * fee is not one of them: the letter went out, so it is owed (oweMailingFees).
 */
export async function cancelScheduledCharges(db: Executor, subscriptionId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(
      and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'scheduled'), ne(payments.kind, 'mailing')),
    );
}

/** The subscription's mailed letters' fees still waiting for their period's charge, with when each was mailed. */
export async function findScheduledMailingFees(
  db: Executor,
  subscriptionId: string,
): Promise<{ id: string; mailedAt: Date }[]> {
  return db
    .select({ id: payments.id, mailedAt: payments.createdAt })
    .from(payments)
    .where(
      and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, 'mailing'), eq(payments.status, 'scheduled')),
    );
}

/** Every fee of the subscription's mailed letters still waiting becomes due: nothing is left to wait for. */
export async function oweMailingFees(db: Executor, subscriptionId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'due' })
    .where(
      and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, 'mailing'), eq(payments.status, 'scheduled')),
    );
}

/** The status of a period's own charge (its purchase or renewal), or null when it has none. */
export async function findPeriodChargeStatus(
  db: Executor,
  subscriptionId: string,
  periodIndex: number,
): Promise<BillingPaymentStatus | null> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.periodIndex, periodIndex)));
  return row?.status ?? null;
}

/** The member's latest subscription, open or ended (the one a letter mailed after the plan ended is charged to). */
export async function findLatestSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Members whose subscription time has moved on without anyone looking: a cancellation date that has come, queued
 * drafts whose right to cancel has run out, a month that has ended, or a one-time plan that has closed with
 * letters. Each reason is its own query, led by the few rows it concerns (indexes in the report of issue 30), and
 * their union is the answer: one query testing all four on every open subscription took seconds at 100,000.
 */
export async function findMembersDueForSettling(db: Database, now: Date): Promise<string[]> {
  const open = and(isNull(subscriptions.endedAt), isNotNull(subscriptions.activatedAt));
  const member = { userId: subscriptions.userId };
  const ending = db
    .select(member)
    .from(subscriptions)
    .where(and(open, lte(subscriptions.endsAt, now)));
  // Without a profile nothing can be signed, so those drafts are not due yet.
  const draftsWaiting = db
    .select(member)
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.queuedByPaymentId))
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(agreementAcceptances, eq(agreementAcceptances.id, subscriptions.agreementId))
    .innerJoin(memberProfiles, eq(memberProfiles.userId, subscriptions.userId))
    .where(
      and(
        open,
        eq(disputes.status, 'draft'),
        isNotNull(disputes.queuedByPaymentId),
        lte(agreementAcceptances.rightToCancelEndsAt, now),
      ),
    );
  // Every period has ended: a monthly boundary has passed since anyone looked.
  const periodRunning = db
    .select({ one: sql`1` })
    .from(billingPeriods)
    .where(
      and(
        eq(billingPeriods.subscriptionId, subscriptions.id),
        or(isNull(billingPeriods.endsAt), gt(billingPeriods.endsAt, now)),
      ),
    );
  const monthOver = db
    .select(member)
    .from(subscriptions)
    .where(and(open, notExists(periodRunning)));
  const letters = db
    .select({ one: sql`1` })
    .from(disputes)
    .where(and(eq(disputes.billingPeriodId, billingPeriods.id), ne(disputes.status, 'draft')));
  // A one-time plan's charge whose period has closed for billing with letters in it. Only a pre-filter, so the
  // sweep need not settle every member: periodCharge() in period-charge.ts decides, and this must stay in step
  // with it (a plan it misses is billed when the member next comes back, not when its period closed).
  const oneTimeClosed = db
    .select(member)
    .from(billingPeriods)
    .innerJoin(
      payments,
      and(eq(payments.subscriptionId, billingPeriods.subscriptionId), eq(payments.periodIndex, billingPeriods.index)),
    )
    .innerJoin(subscriptions, eq(subscriptions.id, billingPeriods.subscriptionId))
    .where(
      and(
        open,
        isNull(billingPeriods.endsAt),
        eq(payments.status, 'scheduled'),
        or(
          gte(billingPeriods.used, billingPeriods.allowance),
          lte(
            sql`${subscriptions.activatedAt} + make_interval(months => ${ONE_TIME_BILLING_MONTHS})`,
            sql`${now.toISOString()}::timestamptz`,
          ),
        ),
        exists(letters),
      ),
    );
  const due = await union(ending, draftsWaiting, monthOver, oneTimeClosed);
  return due.map((row) => row.userId);
}

/**
 * Whether settling the member's plan at `now` may change anything (settle-subscription.ts), read in one statement
 * without their lock: the plan's end has come, drafts wait in its queue, its latest period is missing, over or not
 * open, or a charge or a mailing fee waits on a period that may have closed (the one-time plan's has no end date
 * until it closes). False only when none holds, which leaves settling nothing to do; true may still find nothing.
 * Every signed-in page asks it for an active member, so it is prepared: on PostgreSQL, once per connection, and its
 * plan (four subqueries) is not made again for each page. (Drizzle's PGlite driver sends it unnamed each time.)
 */
export function prepareMayNeedSettling(db: Database): (userId: string, now: Date) => Promise<boolean> {
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  const query = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sql.placeholder('userId')),
        isNull(subscriptions.endedAt),
        isNotNull(subscriptions.activatedAt),
        sql`(
          ${subscriptions.endsAt} <= ${at}
          or not exists (
            select 1 from billing_periods p
            where p.subscription_id = ${subscriptions.id} and p.opened_at is not null
              and (p.ends_at is null or p.ends_at > ${at})
              and p.index = (select max(l.index) from billing_periods l where l.subscription_id = ${subscriptions.id})
          )
          or exists (
            select 1 from disputes d join payments q on q.id = d.queued_by_payment_id
            where q.subscription_id = ${subscriptions.id} and d.status = 'draft'
          )
          or exists (
            select 1 from payments c
            left join billing_periods cp on cp.subscription_id = c.subscription_id and cp.index = c.period_index
            where c.subscription_id = ${subscriptions.id} and c.status = 'scheduled'
              and (c.kind = 'mailing' or cp.ends_at is null or cp.ends_at <= ${at})
          )
        )`,
      ),
    )
    .limit(1)
    .prepare('may_need_settling');
  return async (userId, now) => (await query.execute({ userId, now: now.toISOString() })).length > 0;
}
