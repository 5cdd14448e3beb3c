import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.ts';
import { letters } from '#server/db/schema/disputes.ts';
import type { SealedLetter } from './sealed-letter.ts';

/** Up to `limit` letters stored before letters were sealed, claimed (SKIP LOCKED) for this transaction. */
export function claimPlainLetters(tx: Transaction, limit: number) {
  return tx
    .select({ id: letters.id, content: letters.content })
    .from(letters)
    .where(sql`${letters.content} ->> 'sealed' is null`)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function storeSealedLetter(tx: Transaction, id: string, content: SealedLetter): Promise<void> {
  await tx.update(letters).set({ content }).where(eq(letters.id, id));
}

/** One stored letter version, sealed (or plain when older than sealing). */
export async function findLetterContent(db: Executor, id: string): Promise<object | null> {
  const [row] = await db.select({ content: letters.content }).from(letters).where(eq(letters.id, id));
  return row?.content ?? null;
}
