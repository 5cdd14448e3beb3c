import { and, eq, notExists } from 'drizzle-orm';
import { lockUser } from '#server/db/member-lock.ts';
import { disputeBureaus, disputes, letters } from '#server/db/schema/disputes.ts';
import { mailings } from '#server/db/schema/mailings.ts';
import { recordMailingCharge } from '#server/features/billing/index.ts';
import type { TestApp } from './test-app.ts';

/** Lob's price for one certified letter with return receipt, as the tests set it. */
export const MAILING_FEE_CENTS = 1_450;

/**
 * One of the member's bureau letters not mailed yet, as USPS accepts it now: its mailing row, marked mailed, and
 * the fee recorded as the tracking code records it (under the member's lock), the mailing naming its payment.
 * Answers the mailing's and the payment's ids.
 */
export async function mailOneLetter(
  t: Pick<TestApp, 'db' | 'clock'>,
  userId: string,
): Promise<{ mailingId: string; paymentId: string }> {
  const now = t.clock.now();
  return t.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const unmailed = tx.select().from(mailings).where(eq(mailings.disputeBureauId, disputeBureaus.id));
    const [letter] = await tx
      .select({ letterId: letters.id, disputeBureauId: disputeBureaus.id })
      .from(letters)
      .innerJoin(disputes, eq(disputes.id, letters.disputeId))
      .innerJoin(
        disputeBureaus,
        and(eq(disputeBureaus.disputeId, letters.disputeId), eq(disputeBureaus.bureau, letters.bureau)),
      )
      .where(and(eq(disputes.userId, userId), notExists(unmailed)))
      .limit(1);
    if (!letter) throw new Error(`member ${userId} has no letter left to mail`);
    const [mailing] = await tx
      .insert(mailings)
      .values({
        userId,
        ...letter,
        status: 'mailed',
        priceCents: MAILING_FEE_CENTS,
        lobLetterId: `ltr_${letter.disputeBureauId.replaceAll('-', '')}`,
        mailedOn: now.toISOString().slice(0, 10),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: mailings.id });
    if (!mailing) throw new Error('mailing insert returned no row');
    const charge = { userId, mailingId: mailing.id, amountCents: MAILING_FEE_CENTS, now };
    const paymentId = await recordMailingCharge(tx, charge);
    await tx.update(mailings).set({ paymentId }).where(eq(mailings.id, mailing.id));
    return { mailingId: mailing.id, paymentId };
  });
}
