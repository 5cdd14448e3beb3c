import { and, eq, exists, gt, gte, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database } from '#server/db/client.ts';
import { agreementAcceptances, billingPeriods, payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { ONE_TIME_BILLING_MONTHS } from '#shared/rules/period-charge.ts';
import { settleMember } from './settle-subscription.ts';

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
  const letters = db
    .select({ one: sql`1` })
    .from(disputes)
    .where(and(eq(disputes.billingPeriodId, billingPeriods.id), ne(disputes.status, 'draft')));
  // A one-time plan's charge whose period has closed for billing with letters in it. Only a pre-filter, so the
  // sweep need not settle every member: periodCharge() in period-charge.ts decides, and this must stay in step
  // with it (a plan it misses is billed when the member next comes back, not when its period closed).
  const oneTimeClosed = db
    .select({ one: sql`1` })
    .from(payments)
    .innerJoin(
      billingPeriods,
      and(eq(billingPeriods.subscriptionId, payments.subscriptionId), eq(billingPeriods.index, payments.periodIndex)),
    )
    .where(
      and(
        eq(payments.subscriptionId, subscriptions.id),
        eq(payments.status, 'scheduled'),
        isNull(billingPeriods.endsAt),
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
          notExists(periodRunning),
          exists(oneTimeClosed),
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
