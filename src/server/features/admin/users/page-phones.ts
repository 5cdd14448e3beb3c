import type { Cipher } from '#server/crypto/cipher.ts';
import type { Executor } from '#server/db/client.ts';
import { phonesOf } from '#server/features/profile/index.ts';

/**
 * The phones of one page (or one export batch) of accounts, opened from their sealed profiles in one query:
 * the column cannot be selected with the rows. An account without a profile, or a profile without a phone,
 * has none.
 */
export async function pagePhones(
  db: Executor,
  cipher: Cipher,
  rows: readonly { id: string }[],
): Promise<(userId: string) => string | null> {
  const phones = await phonesOf(
    db,
    cipher,
    rows.map((row) => row.id),
  );
  return (userId) => phones.get(userId) || null;
}
