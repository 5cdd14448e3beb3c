import { type IdentityMismatch, REPORT_FILE_REFUSALS, type ReportFileRefusal } from '#shared/constants/credit-files.ts';

/**
 * Why a MISMO document was refused. The API turns the reason into a sentence in the member's language, so the
 * list is closed: adding a reason means adding its translations.
 */
export type MismoImportErrorReason = Exclude<ReportFileRefusal, 'no_file'>;
export const MISMO_IMPORT_ERROR_REASONS = REPORT_FILE_REFUSALS.filter(
  (reason): reason is MismoImportErrorReason => reason !== 'no_file',
);

export class MismoImportError extends Error {
  override name = 'MismoImportError';
  constructor(
    readonly reason: MismoImportErrorReason,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The document is a readable report about somebody else: no borrower on it has the member's name (or, when both
 * sides give one, their date of birth). The API answers 409 naming the file's borrower.
 */
export class ReportNotYoursError extends Error {
  override name = 'ReportNotYoursError';
  constructor(
    /** The borrower the file is about, as the file writes the name ("CONDI TESTCASE"). */
    readonly borrowerName: string,
    readonly mismatch: IdentityMismatch,
  ) {
    super(`The report is for ${borrowerName}`);
  }
}
