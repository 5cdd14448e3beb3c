import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database } from '#server/db/client.ts';
import { settleMember } from './settle-subscription.ts';
import { findMembersDueForSettling } from './subscription-queries.ts';

/**
 * Settles the subscriptions time has moved on without anyone looking: a cancellation date that has come,
 * queued drafts whose right to cancel has run out (so a member who never comes back is still served), a month
 * that has ended, or a one-time plan that has closed with letters (so each period is billed without the member
 * coming back, and the next one begins). Answers how many members were settled.
 */
export async function settleDueSubscriptions(
  db: Database,
  cipher: Cipher,
  now: Date,
  onError: (error: unknown, userId: string) => void = () => undefined,
): Promise<number> {
  const due = await findMembersDueForSettling(db, now);
  let settled = 0;
  for (const userId of due) {
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
