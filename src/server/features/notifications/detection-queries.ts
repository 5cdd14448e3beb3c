import { and, eq, exists, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { agreementAcceptances, billingPeriods, payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputeBureaus, disputeSteps, disputes } from '#server/db/schema/disputes.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';
import {
  type DuePayment,
  FEE_IDS_SEPARATOR,
  type LateStep,
  type ReadyLetter,
  type RunningClock,
} from './notices-due.ts';

/*
 * The subject keys are made here, in SQL, because they are also compared here: what the member was already
 * told (or turned off) is never fetched again, so a pass costs what is new, not every late bureau there ever was.
 */

/** `${disputeId}:${bureau}:${dueOn}`: a new due day (a delivery date given, an extension) is news again. */
const clockKey = sql<string>`${disputes.id}::text || ':' || ${disputeBureaus.bureau}::text || ':' || ${disputeBureaus.responseDueOn}::text`;
/** The disputes sent together were written at one instant: their batch is named by it (ISO 8601, UTC). */
const batchKey = sql<string>`to_char(${disputeBureaus.readyAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Nothing to do for this row: its member (`userId`) has been told `kind` about `subjectKey`, or turned `kind` off. */
function alreadyHandled(db: Executor, userId: AnyPgColumn, kind: SQL<string>, subjectKey: SQL<string>): SQL {
  const told = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        // The kind cast to the column's type, not the column to text: the unique key then finds the row.
        sql`${notifications.kind} = (${kind})::notification_kind`,
        eq(notifications.subjectKey, subjectKey),
      ),
    );
  return sql`(${users.notificationsOff} @> jsonb_build_array(${kind}) or ${exists(told)})`;
}

const kindLiteral = (kind: NotificationKind) => sql<string>`${kind}::text`;

/** Mailed letters not answered yet whose due day is at most `soonBy`, unless their current notice is settled. */
export async function findRunningClocks(
  db: Executor,
  window: { lateBefore: string; soonBy: string },
): Promise<RunningClock[]> {
  const kindNow = sql<string>`(case when ${disputeBureaus.responseDueOn} < ${window.lateBefore} then 'bureau_late' else 'answer_due_soon' end)`;
  const rows = await db
    .select({
      userId: disputes.userId,
      disputeId: disputes.id,
      bureau: disputeBureaus.bureau,
      responseDueOn: disputeBureaus.responseDueOn,
      subjectKey: clockKey,
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .innerJoin(users, eq(users.id, disputes.userId))
    .where(
      and(
        // The due day is set when the letter is mailed, and an answer (or its absence, recorded) ends the wait.
        isNull(disputeBureaus.outcome),
        lte(disputeBureaus.responseDueOn, window.soonBy),
        not(alreadyHandled(db, disputes.userId, kindNow, clockKey)),
      ),
    );
  return rows.flatMap((row) => (row.responseDueOn ? [{ ...row, responseDueOn: row.responseDueOn }] : []));
}

/** `${stepId}:${dueOn}`: a step mailed again on another day has another due day, which is news again. */
const stepKey = sql<string>`${disputeSteps.id}::text || ':' || ${disputeSteps.responseDueOn}::text`;

/**
 * A campaign's later letters mailed and not answered whose due day is before `lateBefore`, unless the member was
 * told or turned the notice off. The CFPB complaint is left out: the CFPB's own portal tells the member.
 */
export async function findLateSteps(db: Executor, window: { lateBefore: string }): Promise<LateStep[]> {
  const rows = await db
    .select({
      userId: disputeSteps.userId,
      disputeId: disputeSteps.disputeId,
      kind: disputeSteps.kind,
      bureau: disputeSteps.bureau,
      responseDueOn: disputeSteps.responseDueOn,
      subjectKey: stepKey,
    })
    .from(disputeSteps)
    .innerJoin(users, eq(users.id, disputeSteps.userId))
    .where(
      and(
        eq(disputeSteps.status, 'sent'),
        sql`${disputeSteps.kind} <> 'cfpb_complaint'`,
        sql`${disputeSteps.responseDueOn} < ${window.lateBefore}`,
        not(alreadyHandled(db, disputeSteps.userId, kindLiteral('step_late'), stepKey)),
      ),
    );
  return rows.flatMap((row) => (row.responseDueOn ? [{ ...row, responseDueOn: row.responseDueOn }] : []));
}

/** Letters written and not mailed yet, with the right to cancel of the plan they were written under. */
export async function findReadyLetters(db: Executor): Promise<ReadyLetter[]> {
  return db
    .select({
      userId: disputes.userId,
      disputeId: disputes.id,
      disputeStatus: disputes.status,
      subjectKey: batchKey,
      rightToCancelEndsAt: agreementAcceptances.rightToCancelEndsAt,
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .innerJoin(users, eq(users.id, disputes.userId))
    .innerJoin(billingPeriods, eq(billingPeriods.id, disputes.billingPeriodId))
    .innerJoin(subscriptions, eq(subscriptions.id, billingPeriods.subscriptionId))
    .innerJoin(agreementAcceptances, eq(agreementAcceptances.id, subscriptions.agreementId))
    .where(
      and(
        eq(disputeBureaus.status, 'ready'),
        not(alreadyHandled(db, disputes.userId, kindLiteral('letters_ready'), batchKey)),
      ),
    );
}

/**
 * A payment is told once: by a notice named by it, or, for a mailed letter's fee, by the notice that lists it
 * (its period's charge, or the member's fees told together: notices-due.ts).
 */
function paymentHandled(db: Executor): SQL {
  const id = sql<string>`${payments.id}::text`;
  const told = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, payments.userId),
        eq(notifications.kind, 'payment_due'),
        or(
          eq(notifications.subjectKey, id),
          sql`string_to_array(${notifications.data} ->> 'feeIds', ${FEE_IDS_SEPARATOR}) @> array[${id}]`,
        ),
      ),
    );
  return sql`(${users.notificationsOff} @> jsonb_build_array(${kindLiteral('payment_due')}) or ${exists(told)})`;
}

/** The period a fee's letter was mailed in: the last one begun by then, else the first (as findPeriodAt reads it). */
const mailedInPeriod = sql<number>`coalesce((select max(${billingPeriods.index}) from ${billingPeriods}
  where ${billingPeriods.subscriptionId} = ${payments.subscriptionId} and ${billingPeriods.startsAt} <= ${payments.createdAt}), 0)`;

/**
 * Manual payments due the member has not been told of: a period's charge (a period closed with letters in it) and
 * a mailed letter's fee. Stripe's due charges are left out: the charge job takes them from the saved card, so
 * there is nothing to pay by hand.
 */
export async function findDuePayments(db: Executor): Promise<DuePayment[]> {
  const rows = await db
    .select({
      userId: payments.userId,
      subscriptionId: payments.subscriptionId,
      paymentId: payments.id,
      amountCents: payments.amountCents,
      kind: payments.kind,
      periodIndex: sql<number>`coalesce(${payments.periodIndex}, ${mailedInPeriod})`,
      paymentType: subscriptions.paymentType,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      and(
        eq(payments.status, 'due'),
        eq(subscriptions.processor, 'manual'),
        or(isNotNull(payments.periodIndex), eq(payments.kind, 'mailing')),
        not(paymentHandled(db)),
      ),
    );
  return rows.map(({ kind, ...row }) => ({ ...row, isFee: kind === 'mailing' }));
}
