import { and, eq, exists, gte, isNotNull, isNull, lt, lte, not, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/** The disputes sent together were written at one instant: their batch is named by it (ISO 8601, UTC). */
const batchKey = sql<string>`to_char(${disputeBureaus.readyAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Nothing to do for this row: its member (`userId`, whose settings are `off`) was told `kind` about `subjectKey`,
 * or turned `kind` off.
 */
function alreadyHandled(
  db: Executor,
  member: { userId: SQLWrapper; off: SQLWrapper },
  kind: SQL<string>,
  subjectKey: SQLWrapper,
): SQL {
  const told = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} = ${member.userId}`,
        // The kind cast to the column's type, not the column to text: the unique key then finds the row.
        sql`${notifications.kind} = (${kind})::notification_kind`,
        sql`${notifications.subjectKey} = ${subjectKey}`,
      ),
    );
  return sql`(${member.off} @> jsonb_build_array(${kind}) or ${exists(told)})`;
}

const kindLiteral = (kind: NotificationKind) => sql<string>`${kind}::text`;

/**
 * Late rows are read oldest first, this many a pass: each pass settles those it read (lateToldOn), so a backlog
 * (the first pass after migration 0022, whose rows were told before the column) drains over a few passes, and the
 * planner, knowing the candidates are few, looks their members up by key instead of reading every dispute.
 */
const A_PASS = 1000;

/** A due day whose notice was not settled yet: the partial indexes on response_due_on hold only these rows. */
const notSettled = (toldOn: AnyPgColumn, responseDueOn: AnyPgColumn) =>
  sql`${toldOn} is distinct from ${responseDueOn}`;

type ClockWindow = { lateBefore: string; soonBy: string };

/**
 * The notices a running clock makes, each settled in its own column (the key of its partial index) and read over
 * its own due days: late once the due day is before `lateBefore` (isOverdue), due soon up to `soonBy`.
 */
const clockNotices = {
  bureau_late: {
    toldOn: 'lateToldOn',
    due: (window: ClockWindow) => lt(disputeBureaus.responseDueOn, window.lateBefore),
    oldestFirst: true,
  },
  answer_due_soon: {
    toldOn: 'soonToldOn',
    due: (window: ClockWindow) =>
      and(gte(disputeBureaus.responseDueOn, window.lateBefore), lte(disputeBureaus.responseDueOn, window.soonBy)),
    // A few days' due days at most, read whole: ordered and limited, the planner sorted them in a parallel worker
    // whose start alone cost 8-9 ms, against 0.2 ms for the scan (300,000 bureaus).
    oldestFirst: false,
  },
} as const;

type ClockKind = keyof typeof clockNotices;

/** Mailed letters not answered yet whose `kind` notice is due and not settled. */
const untoldClocks = (db: Executor, kind: ClockKind, window: ClockWindow) => {
  const { toldOn, due, oldestFirst } = clockNotices[kind];
  const clocks = db
    .select({
      id: disputeBureaus.id,
      disputeId: disputeBureaus.disputeId,
      bureau: disputeBureaus.bureau,
      responseDueOn: disputeBureaus.responseDueOn,
    })
    .from(disputeBureaus)
    // The due day is set when the letter is mailed, and an answer (or its absence, recorded) ends the wait.
    .where(
      and(
        isNull(disputeBureaus.outcome),
        notSettled(disputeBureaus[toldOn], disputeBureaus.responseDueOn),
        due(window),
      ),
    )
    .$dynamic();
  return (oldestFirst ? clocks.orderBy(disputeBureaus.responseDueOn).limit(A_PASS) : clocks).as('clock');
};

type Clock = ReturnType<typeof untoldClocks>;

/**
 * `${disputeId}:${bureau}:${dueOn}`: a new due day (a delivery date given, an extension) is news again, and a
 * candidate again, since it differs from the day its notices were settled on.
 */
const clockKey = (clock: Clock) =>
  sql<string>`${clock.disputeId}::text || ':' || ${clock.bureau}::text || ':' || ${clock.responseDueOn}::text`;

/**
 * A dispute's member, looked up by key for each candidate: a lateral subquery with a limit is never made a join,
 * which the planner would do by reading every dispute and every member.
 */
const memberOfDispute = (db: Executor, disputeId: SQLWrapper) =>
  db
    .select({ userId: disputes.userId, off: users.notificationsOff })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.userId))
    .where(sql`${disputes.id} = ${disputeId}`)
    .limit(1)
    .as('member');

/** The untold clocks of `kind` with their members, and whether the member was told or turned `kind` off. */
const clocksWithMembers = (db: Executor, kind: ClockKind, window: ClockWindow) => {
  const clock = untoldClocks(db, kind, window);
  const member = memberOfDispute(db, clock.disputeId);
  return { clock, member, handled: alreadyHandled(db, member, kindLiteral(kind), clockKey(clock)) };
};

/**
 * Mailed letters not answered yet whose due day is at most `soonBy`, late or due soon, whose notice is not settled,
 * unless the member was told or turned the notice off.
 */
export async function findRunningClocks(db: Executor, window: ClockWindow): Promise<RunningClock[]> {
  const unhandled = (kind: ClockKind) => {
    const { clock, member, handled } = clocksWithMembers(db, kind, window);
    return db
      .select({
        userId: member.userId,
        disputeId: clock.disputeId,
        bureau: clock.bureau,
        responseDueOn: clock.responseDueOn,
        subjectKey: clockKey(clock),
      })
      .from(clock)
      .innerJoinLateral(member, sql`true`)
      .where(not(handled));
  };
  const rows = [...(await unhandled('bureau_late')), ...(await unhandled('answer_due_soon'))];
  return rows.flatMap((row) => (row.responseDueOn ? [{ ...row, responseDueOn: row.responseDueOn }] : []));
}

/** A campaign's later letters mailed and not answered whose due day is before `lateBefore` (isStepOverdue), not settled. */
const lateSteps = (db: Executor, lateBefore: string) =>
  db
    .select({
      id: disputeSteps.id,
      userId: disputeSteps.userId,
      disputeId: disputeSteps.disputeId,
      kind: disputeSteps.kind,
      bureau: disputeSteps.bureau,
      responseDueOn: disputeSteps.responseDueOn,
    })
    .from(disputeSteps)
    .where(
      and(
        eq(disputeSteps.status, 'sent'),
        isNull(disputeSteps.outcome),
        notSettled(disputeSteps.lateToldOn, disputeSteps.responseDueOn),
        lt(disputeSteps.responseDueOn, lateBefore),
      ),
    )
    .orderBy(disputeSteps.responseDueOn)
    .limit(A_PASS)
    .as('step');

type Step = ReturnType<typeof lateSteps>;

/** `${stepId}:${dueOn}`: a step mailed again on another day has another due day, which is news again. */
const stepKey = (step: Step) => sql<string>`${step.id}::text || ':' || ${step.responseDueOn}::text`;

/** The CFPB complaint is never told late: the CFPB's own portal tells the member. */
const isComplaint = (step: Step) => sql`${step.kind} = 'cfpb_complaint'`;

/** A step's member (see memberOfDispute). */
const stepMember = (db: Executor, step: Step) => {
  const member = db
    .select({ off: users.notificationsOff })
    .from(users)
    .where(sql`${users.id} = ${step.userId}`)
    .limit(1)
    .as('member');
  return {
    member,
    handled: alreadyHandled(db, { userId: step.userId, off: member.off }, kindLiteral('step_late'), stepKey(step)),
  };
};

/** Later letters late and not settled, unless the member was told or turned the notice off. */
export async function findLateSteps(db: Executor, window: { lateBefore: string }): Promise<LateStep[]> {
  const step = lateSteps(db, window.lateBefore);
  const { member, handled } = stepMember(db, step);
  const rows = await db
    .select({
      userId: step.userId,
      disputeId: step.disputeId,
      kind: step.kind,
      bureau: step.bureau,
      responseDueOn: step.responseDueOn,
      subjectKey: stepKey(step),
    })
    .from(step)
    .innerJoinLateral(member, sql`true`)
    .where(and(not(isComplaint(step)), not(handled)));
  return rows.flatMap((row) => (row.responseDueOn ? [{ ...row, responseDueOn: row.responseDueOn }] : []));
}

/**
 * Settles what a pass reads (the rows findRunningClocks and findLateSteps read): a row whose notice is recorded,
 * whose member turned the kind off, or (a step) that is a CFPB complaint, gets its told column = the due day it was
 * about, and is no longer a candidate for that notice; one whose notice is not recorded stays one. Run in the
 * transaction that recorded the notices.
 */
export async function settleTold(db: Executor, window: ClockWindow): Promise<void> {
  for (const kind of ['bureau_late', 'answer_due_soon'] as const) {
    const { clock, member, handled } = clocksWithMembers(db, kind, window);
    const told = db
      .select({ id: clock.id, responseDueOn: clock.responseDueOn })
      .from(clock)
      .innerJoinLateral(member, sql`true`)
      .where(handled)
      .as('told');
    await db
      .update(disputeBureaus)
      .set({ [clockNotices[kind].toldOn]: sql`${told.responseDueOn}` })
      .from(told)
      .where(eq(disputeBureaus.id, told.id));
  }

  const step = lateSteps(db, window.lateBefore);
  const { member, handled } = stepMember(db, step);
  const toldSteps = db
    .select({ id: step.id, responseDueOn: step.responseDueOn })
    .from(step)
    .innerJoinLateral(member, sql`true`)
    .where(or(isComplaint(step), handled))
    .as('told');
  await db
    .update(disputeSteps)
    .set({ lateToldOn: sql`${toldSteps.responseDueOn}` })
    .from(toldSteps)
    .where(eq(disputeSteps.id, toldSteps.id));
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
        not(
          alreadyHandled(
            db,
            { userId: disputes.userId, off: users.notificationsOff },
            kindLiteral('letters_ready'),
            batchKey,
          ),
        ),
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
