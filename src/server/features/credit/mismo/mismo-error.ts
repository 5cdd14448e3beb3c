import { REPORT_FILE_REFUSALS, type ReportFileRefusal } from '#shared/constants/credit-files.ts';

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
