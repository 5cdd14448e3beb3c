import type { Cipher } from '#server/crypto/cipher.ts';
import { type Database, inBatches } from '#server/db/client.ts';
import { claimPlainLetters, storeSealedLetter } from './queries.ts';
import { openLetter, sealLetter } from './sealed-letter.ts';

const BATCH_SIZE = 200;

/**
 * Seals the letters written before letters were sealed, a batch per transaction, at every start (a no-op once none
 * is left; see `inBatches`). Answers how many this call sealed.
 */
export function sealLegacyLetters(db: Database, cipher: Cipher): Promise<number> {
  return inBatches(db, async (tx) => {
    const rows = await claimPlainLetters(tx, BATCH_SIZE);
    for (const row of rows) {
      await storeSealedLetter(tx, row.id, sealLetter(cipher, openLetter(cipher, row.content)));
    }
    return rows.length;
  });
}
