import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database } from '#server/db/client.ts';
import { claimPlainLetters, storeSealedLetter } from './queries.ts';
import { openLetter, sealLetter } from './sealed-letter.ts';

const BATCH_SIZE = 200;

/**
 * Seals the letters written before letters were sealed, a batch per transaction, at every start (a no-op
 * once none is left). Rows are claimed with SKIP LOCKED, so instances starting together share the work
 * instead of waiting on each other or sealing a row twice. Answers how many this call sealed.
 */
export async function sealLegacyLetters(db: Database, cipher: Cipher): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      const rows = await claimPlainLetters(tx, BATCH_SIZE);
      for (const row of rows) {
        await storeSealedLetter(tx, row.id, sealLetter(cipher, openLetter(cipher, row.content)));
      }
      return rows.length;
    });
    if (sealed === 0) return total;
    total += sealed;
  }
}
