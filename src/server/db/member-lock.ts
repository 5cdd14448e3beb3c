import { eq } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { users } from './schema/users.ts';

/**
 * Takes the member's row lock for the rest of the transaction: every change to a subscription goes through
 * it, so a double click, a retry or an admin acting at the same moment queue up instead of racing.
 */
export async function lockUser(tx: Transaction, userId: string) {
  // "No key update": rows that merely reference the user (sessions, reports) can still be inserted meanwhile.
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row ?? null;
}
