import type { AppDeps } from '#server/app-deps.ts';
import { cleanIdImage } from '#server/documents/clean-id-image.ts';
import { unsupportedImage } from '#server/documents/image-errors.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { IdImageType } from '#shared/constants/onboarding.ts';
import type { ProofOfAddressResponse } from '#shared/schemas/mailing.ts';
import {
  deleteProofOfAddress,
  findProofOfAddress,
  isProofBeingHandedOver,
  type ProofOfAddressRow,
  upsertProofOfAddress,
} from './queries.ts';

type ProofDeps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

const toView = (row: ProofOfAddressRow): ProofOfAddressResponse => ({
  uploadedAt: row.createdAt.toISOString(),
  mediaType: row.mediaType,
  byteSize: row.byteSize,
});

/**
 * A photo of a bill or statement, treated as the ID photo is: checked by its bytes, cleaned of its metadata (GPS,
 * device, owner) and sealed. It replaces the one before; the uploaded name is never kept.
 */
export async function storeProofOfAddress(deps: ProofDeps, userId: string, bytes: Buffer) {
  const cleaned = await cleanIdImage(bytes);
  // It exists to be printed, and a HEIC photo cannot be (isPrintable): refused now, not left out of the envelope later.
  if (cleaned.mediaType === 'image/heic') throw unsupportedImage('unknown_type');
  const row = await upsertProofOfAddress(deps.db, {
    userId,
    mediaType: cleaned.mediaType,
    byteSize: cleaned.image.length,
    imageSealed: deps.cipher.encrypt(cleaned.image),
    createdAt: deps.clock.now(),
  });
  return toView(row);
}

export async function proofOfAddressView(deps: ProofDeps, userId: string): Promise<ProofOfAddressResponse> {
  const row = await findProofOfAddress(deps.db, userId);
  if (!row) throw notFound();
  return toView(row);
}

export async function removeProofOfAddress(deps: ProofDeps, userId: string): Promise<void> {
  // A letter still being handed to Lob is built again from it on each try: it stays until Lob has the letter.
  if (await isProofBeingHandedOver(deps.db, userId)) {
    throw new AppError(
      'ALREADY_MAILING',
      409,
      'The proof of address goes in a letter being handed to the mail service',
      {
        reason: 'enclosed',
      },
    );
  }
  await deleteProofOfAddress(deps.db, userId);
}

/** The proof opened, for the envelope; null when the member has none. */
export async function readProofOfAddress(
  deps: ProofDeps,
  userId: string,
): Promise<{ mediaType: IdImageType; image: Buffer; uploadedAt: Date } | null> {
  const row = await findProofOfAddress(deps.db, userId);
  if (!row) return null;
  return { mediaType: row.mediaType, image: deps.cipher.decrypt(row.imageSealed), uploadedAt: row.createdAt };
}
