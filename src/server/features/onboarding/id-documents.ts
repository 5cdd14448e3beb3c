import { sqlStateOf } from '#server/db/errors.ts';
import { cleanIdImage } from '#server/documents/clean-id-image.ts';
import { notFound } from '#server/errors.ts';
import { DOCUMENT_SIDES, type DocumentSide, type IdImageType } from '#shared/constants/onboarding.ts';
import { deleteDocument, findDocument, findDocuments, replaceDocument } from './draft-queries.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';
import { stepLocked } from './onboarding-errors.ts';
import { documentOwnerOf } from './onboarding-state.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Step 2: the photo is checked by its bytes, cleaned of its metadata (EXIF, GPS) and sealed with its
 * thumbnail. The uploaded name is never kept; the row's own id is the only name it has.
 */
export async function storeIdDocument(
  deps: OnboardingDeps,
  caller: OnboardingCaller,
  side: DocumentSide,
  bytes: Buffer,
) {
  if (!caller.draft?.profileSealed && !caller.user) throw stepLocked(1);
  const cleaned = await cleanIdImage(bytes);
  try {
    return await replaceDocument(deps.db, documentOwnerOf(caller), {
      side,
      mediaType: cleaned.mediaType,
      byteSize: cleaned.image.length,
      imageSealed: deps.cipher.encrypt(cleaned.image),
      thumbnailSealed: cleaned.thumbnail ? deps.cipher.encrypt(cleaned.thumbnail) : null,
      createdAt: deps.clock.now(),
    });
  } catch (error) {
    // The draft was discarded or became an account while the photo was on its way.
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw stepLocked(1);
    throw error;
  }
}

export async function removeIdDocument(deps: OnboardingDeps, caller: OnboardingCaller, side: DocumentSide) {
  await deleteDocument(deps.db, documentOwnerOf(caller), side);
}

/** The only way an ID photo leaves the server: a small preview, to its owner. */
export async function readThumbnail(deps: OnboardingDeps, caller: OnboardingCaller, side: DocumentSide) {
  const owner = documentOwnerOf(caller);
  const row = owner.draftId || owner.userId ? await findDocument(deps.db, owner, side) : null;
  if (!row?.thumbnailSealed) throw notFound();
  return deps.cipher.decrypt(row.thumbnailSealed);
}

/** A member's ID photo, opened: what CreditPath puts in an envelope it mails for them (a copy of their ID). */
export interface IdImage {
  side: DocumentSide;
  mediaType: IdImageType;
  image: Buffer;
}

/** The member's own ID photos, front first, opened; none when they never gave one. */
export async function readIdImages(deps: Pick<OnboardingDeps, 'db' | 'cipher'>, userId: string): Promise<IdImage[]> {
  const rows = await findDocuments(deps.db, { draftId: null, userId });
  return DOCUMENT_SIDES.flatMap((side) =>
    rows
      .filter((row) => row.side === side)
      .map((row) => ({ side, mediaType: row.mediaType, image: deps.cipher.decrypt(row.imageSealed) })),
  );
}
