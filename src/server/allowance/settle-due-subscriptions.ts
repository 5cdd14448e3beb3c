import { and, eq, exists, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Cipher } from '../crypto/cipher.ts';
import type { Database } from '../db/client.ts';
import { agreementAcceptances, payments, subscriptions } from '../db/schema/billing.ts';
import { disputes } from '../db/schema/disputes.ts';
import { memberProfiles } from '../db/schema/profiles.ts';
import { settleMember } from './settle-subscription.ts';

/**
 * Settles the subscriptions time has moved on without anyone looking: a cancellation date that has come, or
 * queued drafts whose right to cancel has run out (so a member who never comes back is still served).
 * Renewals need no sweep: they open when the allowance is next read. Answers how many members were settled.
 */
export async function settleDueSubscriptions(
  db: Database,
  cipher: Cipher,
  now: Date,
  onError: (error: unknown, userId: string) => void = () => undefined,
): Promise<number> {
  const waitingDrafts = db
    .select({ one: sql`1` })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.queuedByPaymentId))
    .where(and(eq(payments.subscriptionId, subscriptions.id), eq(disputes.status, 'draft')));
  // Without a profile nothing can be signed, so those drafts are not due yet.
  const profile = db
    .select({ one: sql`1` })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, subscriptions.userId));
  const due = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .innerJoin(agreementAcceptances, eq(agreementAcceptances.id, subscriptions.agreementId))
    .where(
      and(
        isNull(subscriptions.endedAt),
        isNotNull(subscriptions.activatedAt),
        or(
          lte(subscriptions.endsAt, now),
          and(lte(agreementAcceptances.rightToCancelEndsAt, now), exists(waitingDrafts), exists(profile)),
        ),
      ),
    );
  let settled = 0;
  for (const { userId } of due) {
    // One member's failure must not keep everyone after them waiting; it is logged and retried next sweep.
    try {
      await settleMember(db, cipher, userId, now);
      settled += 1;
    } catch (error) {
      onError(error, userId);
    }
  }
  return settled;
}
