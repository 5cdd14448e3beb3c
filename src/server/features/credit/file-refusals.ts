import { AppError } from '#server/errors.ts';
import type { ReportFileRefusal } from '#shared/constants/credit-files.ts';
import { MismoImportError, ReportNotYoursError } from './mismo/mismo-error.ts';

/**
 * Every refused file is a 4xx with the reason the client words: 413 for one too big, 415 for one that is not
 * a MISMO report at all (not XML, or XML of another kind), 400 for a MISMO file we cannot use (unsafe, missing
 * parts, a flood of items, a vendor's status answer instead of a report).
 */
const REFUSAL_STATUS: Partial<Record<ReportFileRefusal, number>> = {
  too_large: 413,
  not_xml: 415,
  unsupported_format: 415,
};
export const invalidReport = (reason: ReportFileRefusal) =>
  new AppError('INVALID_CREDIT_REPORT', REFUSAL_STATUS[reason] ?? 400, 'The credit report file could not be read', {
    reason,
  });

/** A report read from a file, or the refusal the client words: 409 naming the borrower when it is not theirs. */
export async function answeringRefusals<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof MismoImportError) throw invalidReport(error.reason);
    if (error instanceof ReportNotYoursError) {
      throw new AppError('REPORT_NOT_YOURS', 409, 'The report is about somebody else', {
        borrowerName: error.borrowerName,
        reason: error.mismatch,
      });
    }
    throw error;
  }
}
