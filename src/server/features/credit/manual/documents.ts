import { AppError, notFound } from '#server/errors.ts';
import { MAX_REPORT_PDF_BYTES, MAX_REPORT_PDFS_PER_MEMBER } from '#shared/constants/credit-files.ts';
import type { ReportDocument } from '#shared/schemas/manual-items.ts';
import { isPdf, safePdfName } from './pdf-file.ts';
import { countDocuments, deleteDocument, findDocumentContent, insertDocument } from './queries.ts';
import { type ManualDeps, underMemberLock } from './service.ts';
import { toReportDocument } from './to-response.ts';

export const pdfTooLarge = () => new AppError('FILE_TOO_LARGE', 413, 'The report must be 10 MB or smaller');
const notAPdf = () => new AppError('NOT_A_PDF', 415, 'The file is not a PDF');
const tooManyDocuments = () =>
  new AppError('VALIDATION_FAILED', 409, `At most ${MAX_REPORT_PDFS_PER_MEMBER} reports can be kept`, {
    reason: 'too_many_documents',
    issues: [{ path: 'file', code: 'too_big', message: 'credit.manual.errors.tooManyDocuments' }],
  });

/** A bureau report the member keeps with their items: a whole PDF by its content, sealed before it is stored. */
export async function storeReportDocument(
  deps: ManualDeps,
  userId: string,
  upload: { fileName: string | undefined; bytes: Buffer },
): Promise<ReportDocument> {
  if (upload.bytes.length > MAX_REPORT_PDF_BYTES) throw pdfTooLarge();
  if (!isPdf(upload.bytes)) throw notAPdf();
  const contentSealed = deps.cipher.encrypt(upload.bytes);
  return underMemberLock(deps, userId, async (tx) => {
    if ((await countDocuments(tx, userId)) >= MAX_REPORT_PDFS_PER_MEMBER) throw tooManyDocuments();
    const row = await insertDocument(tx, {
      userId,
      fileName: safePdfName(upload.fileName),
      sizeBytes: upload.bytes.length,
      contentSealed,
      uploadedAt: deps.clock.now(),
    });
    return toReportDocument(row);
  });
}

/** The file, to its owner only: another member's id is unknown here. */
export async function readReportDocument(deps: ManualDeps, userId: string, documentId: string) {
  const row = await findDocumentContent(deps.db, userId, documentId);
  if (!row) throw notFound();
  return { fileName: row.fileName, content: deps.cipher.decrypt(row.contentSealed) };
}

export async function removeReportDocument(deps: ManualDeps, userId: string, documentId: string): Promise<void> {
  if (!(await deleteDocument(deps.db, userId, documentId))) throw notFound();
}
