import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { cleanIdImage } from '#server/documents/clean-id-image.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { RESPONSE_LETTER_MAX_BYTES, type ResponseLetterType } from '#shared/constants/disputes.ts';
import { findAuditTarget, findResponseLetterFile, findVisibleDispute, upsertResponseLetter } from './queries.ts';
import type { DisputeDeps, Viewer } from './service.ts';

export const letterFileTooLarge = () => new AppError('FILE_TOO_LARGE', 413, 'File size must be less than 10MB');
const unsupportedLetterFile = (reason: string) =>
  new AppError('UNSUPPORTED_LETTER_FILE', 415, 'Send the bureau’s letter as a PDF or a photo', { reason });
const notMailed = () =>
  new AppError('INVALID_TRANSITION', 409, 'The letter has not been mailed', { reason: 'not_mailed' });

/**
 * A bureau's letter as the member kept it, checked by its content: a PDF by its header, a photo by the same
 * checks as an ID photo (decoded, and its metadata — where it was taken, the phone — removed).
 */
async function checkLetterFile(bytes: Buffer): Promise<{ contentType: ResponseLetterType; file: Buffer }> {
  if (bytes.length > RESPONSE_LETTER_MAX_BYTES) throw letterFileTooLarge();
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', file: bytes };
  try {
    const cleaned = await cleanIdImage(bytes);
    return { contentType: cleaned.mediaType, file: cleaned.image };
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') throw letterFileTooLarge();
    throw unsupportedLetterFile((error instanceof AppError && error.extra.reason) || 'unknown_type');
  }
}

/** The owner keeps the bureau's answer letter with a bureau they mailed; a new one replaces the old. */
export async function storeResponseLetter(
  deps: DisputeDeps,
  viewer: Viewer,
  target: { id: string; bureau: Bureau },
  bytes: Buffer,
): Promise<void> {
  const owner = { id: viewer.id, isAdmin: false };
  const mailedRow = async (db: Executor) => {
    const row = (await findVisibleDispute(db, owner, target.id))?.bureaus.find(
      ({ bureau }) => bureau === target.bureau,
    );
    if (!row) throw notFound();
    if (row.status === 'ready') throw notMailed();
    return row;
  };
  // Checked before the work of reading the file, and again under the member's lock before storing it.
  await mailedRow(deps.db);
  const { contentType, file } = await checkLetterFile(bytes);
  const now = deps.clock.now();
  const values = {
    contentType,
    fileSealed: deps.cipher.encrypt(file),
    byteSize: file.length,
    uploadedBy: viewer.id,
    uploadedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, viewer.id);
    const row = await mailedRow(tx);
    await upsertResponseLetter(tx, row.id, values);
  });
}

/** The file to its owner, or to an admin with an entry in the audit log: it is another person's data. */
export async function readResponseLetter(
  deps: DisputeDeps,
  viewer: Viewer,
  target: { id: string; bureau: Bureau },
  audit: AuditContext,
): Promise<{ contentType: ResponseLetterType; file: Buffer }> {
  return deps.db.transaction(async (tx) => {
    const record = await findVisibleDispute(tx, viewer, target.id);
    const row = record?.bureaus.find((bureauRow) => bureauRow.bureau === target.bureau);
    if (!record || !row) throw notFound();
    const stored = await findResponseLetterFile(tx, row.id);
    if (!stored) throw notFound();
    if (record.dispute.userId !== viewer.id) {
      await recordAudit(
        tx,
        audit,
        {
          action: 'bureau_letter_viewed',
          target: await findAuditTarget(tx, record.dispute.userId),
          details: { disputeId: record.dispute.id, bureau: target.bureau },
        },
        deps.clock.now(),
      );
    }
    return { contentType: stored.contentType, file: deps.cipher.decrypt(stored.fileSealed) };
  });
}
