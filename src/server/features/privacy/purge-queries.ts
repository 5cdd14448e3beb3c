import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AuditEntryInput } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/audit.ts';
import { agreementAcceptances, payments, subscriptions } from '#server/db/schema/billing.ts';
import { attemptCounters, retainedRecords } from '#server/db/schema/privacy.ts';
import { testimonials } from '#server/db/schema/testimonials.ts';
import { type UserRow, users } from '#server/db/schema/users.ts';

/**
 * The disposal job acts for nobody: no actor id, "system" where a person's email would be and "server" where
 * their address would be, so an entry never names a person who did not act.
 */
export const SYSTEM_AUDIT_ACTOR = { email: 'system', ipAddress: 'server' } as const;

export async function recordSystemAudit(db: Executor, entry: AuditEntryInput, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: null,
    actorEmail: SYSTEM_AUDIT_ACTOR.email,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    details: entry.details ?? {},
    ipAddress: SYSTEM_AUDIT_ACTOR.ipAddress,
    userAgent: null,
    createdAt: at,
  });
}

export async function findPasswordHash(db: Executor, userId: string): Promise<{ passwordHash: string | null } | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findIsAdmin(db: Executor, userId: string): Promise<{ isAdmin: boolean } | null> {
  const [seen] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  return seen ?? null;
}

/** Every admin's row locked, in the order the admin changes take them. */
export async function lockAdmins(db: Executor): Promise<{ id: string }[]> {
  return db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).for('update');
}

export async function lockMemberRow(db: Executor, userId: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user ?? null;
}

export async function hasPaymentProcessing(db: Executor, userId: string): Promise<boolean> {
  const [inFlight] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'processing')))
    .limit(1);
  return Boolean(inFlight);
}

/** Refunds recorded as owed to the member and not paid yet, in cents. */
export async function sumRefundsDue(db: Executor, userId: string): Promise<number> {
  const [unpaid] = await db
    .select({ cents: sql<string>`coalesce(sum(-${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'refund_due')));
  return Number(unpaid?.cents ?? 0);
}

export async function findStripeCustomerIds(db: Executor, userId: string): Promise<string[]> {
  const customers = await db
    .selectDistinct({ id: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.stripeCustomerId)));
  return customers.flatMap((customer) => (customer.id ? [customer.id] : []));
}

/**
 * A key of an attempt budget names the account by its id or by its email (lib/attempt-limiter.ts keys are
 * `budget:key`): it is matched to the end, so another address that merely ends alike is never touched.
 */
const countersOf = (user: Pick<UserRow, 'id' | 'email'>) => {
  const endsWith = (suffix: string) => sql`right(${attemptCounters.key}, ${suffix.length}) = ${suffix}`;
  return or(endsWith(`:${user.id}`), endsWith(`:${user.email.toLowerCase()}`));
};

/**
 * The member's testimonials, attempt budgets, plans and signed agreements, then the user row, whose deletion
 * takes every other row of theirs with it (foreign keys on delete cascade).
 */
export async function deleteMemberRows(db: Executor, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  const userId = user.id;
  await db.delete(testimonials).where(eq(testimonials.userId, userId));
  await db.delete(attemptCounters).where(countersOf(user));
  // A subscription names its agreement without a cascade: the plans go before the agreements they were bought under.
  await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  await db.delete(agreementAcceptances).where(eq(agreementAcceptances.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
}

export async function insertRetainedRecords(
  db: Executor,
  rows: (typeof retainedRecords.$inferInsert)[],
): Promise<void> {
  await db.insert(retainedRecords).values(rows);
}

/** Deletes the retained records whose period ran out; answers whose they were and of which kind. */
export async function deleteExpiredRetainedRecords(
  db: Executor,
  now: Date,
): Promise<{ formerUserId: string; kind: string }[]> {
  return db
    .delete(retainedRecords)
    .where(lte(retainedRecords.purgeAfter, now))
    .returning({ formerUserId: retainedRecords.formerUserId, kind: retainedRecords.kind });
}
