import type { Cipher } from '#server/crypto/cipher.ts';
import { type Database, inBatches } from '#server/db/client.ts';
import { claimPlainDisputeDetails, storeSealedDetails } from './queries.ts';

/**
 * The member's own words about a dispute ("I have lived at … since 2015, call me at …"), which the letter
 * quotes: sealed like the letter itself, since members write where they live, their phone or an account
 * number there.
 */
export function sealDisputeDetails(cipher: Cipher, details: string | null): Buffer | null {
  return details ? cipher.encrypt(Buffer.from(details)) : null;
}

/** A row written before migration 0015 keeps its words in the clear column until start-up seals them. */
export function disputeDetailsOf(
  cipher: Cipher,
  dispute: { additionalDetailsSealed: Buffer | null; additionalDetails: string | null },
): string | null {
  if (dispute.additionalDetailsSealed) return cipher.decrypt(dispute.additionalDetailsSealed).toString();
  return dispute.additionalDetails;
}

const BATCH_SIZE = 200;

/**
 * Start-up: seals the words of disputes written before migration 0015 and empties the clear column, a batch per
 * transaction (see `inBatches`). Answers how many this call sealed.
 */
export function sealPlainDisputeDetails(db: Database, cipher: Cipher): Promise<number> {
  return inBatches(db, async (tx) => {
    const rows = await claimPlainDisputeDetails(tx, BATCH_SIZE);
    for (const row of rows) {
      await storeSealedDetails(tx, row.id, sealDisputeDetails(cipher, row.additionalDetails));
    }
    return rows.length;
  });
}
