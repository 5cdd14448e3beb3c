import { expect } from 'vitest';
import type { Member } from '#server/features/credit/mismo/choose-borrower.ts';
import { MismoImportError, ReportNotYoursError } from '#server/features/credit/mismo/mismo-error.ts';
import { parseMismoReport } from '#server/features/credit/mismo/parse-mismo.ts';

/** The error `read` threw, checked to be one of `expected`'s; a read that succeeds fails the test. */
function refusalOf<E extends Error>(read: () => unknown, expected: new (...args: never[]) => E): E {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(expected);
    return error as E;
  }
  throw new Error('The report was accepted');
}

/** How reading a report that is not the member's was refused, as [the file's borrower, what did not match]. */
export function notYoursRefusal(read: () => unknown): [string, string] {
  const { borrowerName, mismatch } = refusalOf(read, ReportNotYoursError);
  return [borrowerName, mismatch];
}

/** Why a document that is no report the importer can read was refused, for `member`. */
export const importRefusal = (document: string | Buffer, member: Member) =>
  refusalOf(() => parseMismoReport(document, member), MismoImportError).reason;

/** The borrower a report read for the member says it is: the member, matched, one of `borrowerCount`. */
export const matchedBorrower = (firstName: string, lastName: string, borrowerCount: number, dateOfBirth?: string) => ({
  firstName,
  lastName,
  ...(dateOfBirth ? { dateOfBirth } : {}),
  matchedMember: true,
  borrowerCount,
});
