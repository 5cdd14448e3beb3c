import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/billing.ts';

export type PaymentRecord = typeof payments.$inferSelect;

export async function findPayment(db: Executor, paymentId: string): Promise<PaymentRecord | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The renewal that pays for a subscription's period `periodIndex`, if that period has one. */
export async function findRenewal(
  db: Executor,
  subscriptionId: string,
  periodIndex: number,
): Promise<PaymentRecord | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.periodIndex, periodIndex),
        eq(payments.kind, 'renewal'),
      ),
    );
  return row ?? null;
}
