import { expect } from 'vitest';
import { ReportNotYoursError } from '#server/features/credit/mismo/mismo-error.ts';

/** How reading a report that is not the member's was refused, as [the file's borrower, what did not match]. */
export function notYoursRefusal(read: () => unknown): [string, string] {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ReportNotYoursError);
    const { borrowerName, mismatch } = error as ReportNotYoursError;
    return [borrowerName, mismatch];
  }
  throw new Error('The report was accepted');
}
