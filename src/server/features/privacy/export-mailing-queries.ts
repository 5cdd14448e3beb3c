import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { letters } from '#server/db/schema/disputes.ts';
import { mailings, mailingTracking, proofsOfAddress } from '#server/db/schema/mailings.ts';
import { memberRows } from './export-queries.ts';

/**
 * The letters CreditPath mailed (or was asked to mail) for the member, each with the letter version printed, so
 * the member can find it among their letters. The reconciling job's bookkeeping (when Lob last told us) is ours.
 */
export function findMailings(db: Executor, userId: string) {
  return db
    .select({
      id: mailings.id,
      disputeId: letters.disputeId,
      bureau: letters.bureau,
      kind: letters.kind,
      version: letters.version,
      status: mailings.status,
      enclosures: mailings.enclosures,
      priceCents: mailings.priceCents,
      lobLetterId: mailings.lobLetterId,
      sendAfter: mailings.sendAfter,
      trackingNumber: mailings.trackingNumber,
      expectedDeliveryOn: mailings.expectedDeliveryOn,
      mailedOn: mailings.mailedOn,
      deliveredOn: mailings.deliveredOn,
      paymentId: mailings.paymentId,
      createdAt: mailings.createdAt,
      updatedAt: mailings.updatedAt,
    })
    .from(mailings)
    .innerJoin(letters, eq(letters.id, mailings.letterId))
    .where(eq(mailings.userId, userId))
    .orderBy(asc(mailings.createdAt), asc(mailings.id));
}

/** The USPS scans of every letter mailed for the member, oldest first. */
export function findMailingScans(db: Executor, userId: string) {
  return db
    .select({
      mailingId: mailingTracking.mailingId,
      step: mailingTracking.step,
      occurredAt: mailingTracking.occurredAt,
      location: mailingTracking.location,
    })
    .from(mailingTracking)
    .innerJoin(mailings, eq(mailings.id, mailingTracking.mailingId))
    .where(eq(mailings.userId, userId))
    .orderBy(asc(mailingTracking.occurredAt), asc(mailingTracking.id));
}

/** The member's proof of address (one at most), without its sealed image. */
export function findProofOfAddress(db: Executor, userId: string) {
  return memberRows(db, userId, proofsOfAddress, [], {
    mediaType: proofsOfAddress.mediaType,
    byteSize: proofsOfAddress.byteSize,
    createdAt: proofsOfAddress.createdAt,
  });
}

export async function readProofOfAddressSealed(db: Executor, userId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: proofsOfAddress.imageSealed })
    .from(proofsOfAddress)
    .where(eq(proofsOfAddress.userId, userId));
  return row?.image ?? null;
}
