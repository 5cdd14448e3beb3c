import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type EMAIL_STATES, notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';

/** How long a claimed email belongs to its sender: one that died mid-send is tried again after this. */
export const EMAIL_CLAIM_MS = 2 * 60 * 1000;
export const EMAIL_BATCH_SIZE = 50;

/**
 * Takes up to EMAIL_BATCH_SIZE pending emails, oldest first, for this sender alone: rows another sender is
 * claiming right now are skipped (SKIP LOCKED), rows it claimed are invisible until their claim runs out.
 * Each claim counts as an attempt. An UPDATE returns its rows in no set order (a row changed since it was
 * recorded, read in the bell, comes back after newer ones), so they are sorted again: a member hears that
 * the plan is active before that its letters are ready.
 */
export async function claimPendingEmails(db: Database, now: Date) {
  const claimable = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.emailState, 'pending'),
        or(isNull(notifications.emailClaimedUntil), lt(notifications.emailClaimedUntil, now)),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(EMAIL_BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notifications)
    .set({
      emailClaimedUntil: new Date(now.getTime() + EMAIL_CLAIM_MS),
      emailAttempts: sql`${notifications.emailAttempts} + 1`,
    })
    .where(inArray(notifications.id, claimable))
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      data: notifications.data,
      emailAttempts: notifications.emailAttempts,
      createdAt: notifications.createdAt,
    });
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export type ClaimedEmail = Awaited<ReturnType<typeof claimPendingEmails>>[number];

/** Whom the claimed emails go to, and what they turned off since the notices were recorded. */
export async function findRecipients(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      notificationsOff: users.notificationsOff,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Settles a claimed email; only a pending one, so a late sender cannot undo what another recorded. */
export async function settleEmail(
  db: Database,
  id: string,
  state: Exclude<(typeof EMAIL_STATES)[number], 'pending'>,
  now: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ emailState: state, ...(state === 'sent' ? { emailSentAt: now } : {}) })
    .where(and(eq(notifications.id, id), eq(notifications.emailState, 'pending')));
}
