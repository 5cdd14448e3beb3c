import type { BorrowerRecord, MismoDocument } from './mismo-document.ts';
import { MismoImportError, ReportNotYoursError } from './mismo-error.ts';
import { compareNames, type NameMatch } from './person-name.ts';

/** Who is importing the report: the name on their account and, when they gave it, their date of birth. */
export interface Member {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
}

export interface ChosenBorrower {
  borrower: BorrowerRecord;
  /** The borrower's birth date as the file gives it (the order's, else a bureau's), YYYY-MM-DD. */
  dateOfBirth: string | null;
  borrowerCount: number;
}

type BirthDateCheck = 'agree' | 'differ' | 'unknown';

interface Candidate {
  borrower: BorrowerRecord;
  name: NameMatch;
  birthDate: BirthDateCheck;
  birthDates: string[];
  hasData: boolean;
}

/** The borrower's name as the file writes it ("CONDI TESTCASE"), for telling the member whose report it is. */
function writtenName(borrower: BorrowerRecord): string {
  return [borrower.firstName, borrower.middleName, borrower.lastName, borrower.suffix]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The birth dates the file holds for a borrower: the one the order gave, else each bureau's (they may
 * disagree, a bureau's own mistake). On a joint report only files the document ties to the borrower count.
 */
function birthDatesOf(document: MismoDocument, borrower: BorrowerRecord): string[] {
  if (borrower.birthDate) return [borrower.birthDate];
  const files =
    document.borrowers.length <= 1
      ? document.files
      : document.files.filter((file) => borrower.id !== null && file.borrowerIds.includes(borrower.id));
  return [...new Set(files.flatMap((file) => (file.birthDate ? [file.birthDate] : [])))];
}

function hasData(document: MismoDocument, { id }: BorrowerRecord): boolean {
  return (
    id !== null &&
    (document.files.some((file) => file.returned && file.bureau !== null && file.borrowerIds.includes(id)) ||
      document.liabilities.some((liability) => liability.borrowerIds.includes(id)))
  );
}

/** A full name is enough unless the birth dates differ; part of a last name needs the birth dates to agree. */
const isMember = ({ name, birthDate }: Candidate) =>
  (name === 'full' && birthDate !== 'differ') || (name === 'partial' && birthDate === 'agree');

const rank = ({ name, birthDate, hasData }: Candidate) =>
  (name === 'full' ? 4 : 0) + (birthDate === 'agree' ? 2 : 0) + (hasData ? 1 : 0);

/**
 * The member's borrower on the report, by name and, when both the member and the file give one, date of
 * birth. A report that is nobody's on it is somebody else's: ReportNotYoursError names the file's borrower
 * (the one the bureaus returned data for, or every borrower), with 'date_of_birth' when a name matched but
 * the birth date did not, and 'date_of_birth_needed' when part of the name matched and a side gave no birth
 * date to confirm it.
 */
export function chooseBorrower(document: MismoDocument, member: Member): ChosenBorrower {
  const named = document.borrowers.filter((borrower) => writtenName(borrower) !== '');
  if (named.length === 0) throw new MismoImportError('missing_parts', 'The document names no borrower');

  const candidates: Candidate[] = named.map((borrower) => {
    const birthDates = birthDatesOf(document, borrower);
    const birthDate: BirthDateCheck =
      !member.dateOfBirth || birthDates.length === 0
        ? 'unknown'
        : birthDates.includes(member.dateOfBirth)
          ? 'agree'
          : 'differ';
    return {
      borrower,
      name: compareNames(member, borrower),
      birthDate,
      birthDates,
      hasData: hasData(document, borrower),
    };
  });

  const chosen = candidates.filter(isMember).sort((a, b) => rank(b) - rank(a))[0];
  if (chosen) {
    const { borrower, birthDates } = chosen;
    return {
      borrower,
      dateOfBirth: birthDates.find((date) => date === member.dateOfBirth) ?? birthDates[0] ?? null,
      borrowerCount: Math.max(1, document.borrowers.length),
    };
  }

  const sameName = candidates.find((candidate) => candidate.name !== 'none' && candidate.birthDate === 'differ');
  if (sameName) throw new ReportNotYoursError(writtenName(sameName.borrower), 'date_of_birth');
  const partName = candidates.find((candidate) => candidate.name === 'partial' && candidate.birthDate === 'unknown');
  if (partName) throw new ReportNotYoursError(writtenName(partName.borrower), 'date_of_birth_needed');
  const withData = candidates.filter((candidate) => candidate.hasData);
  const owners = withData.length === 1 ? withData : candidates;
  throw new ReportNotYoursError(owners.map((candidate) => writtenName(candidate.borrower)).join(' and '), 'name');
}

/** Whether an item is the chosen borrower's: on a single-borrower report, or when unattributed, it is. */
export function belongsTo(chosen: ChosenBorrower, item: { borrowerIds: readonly string[] }): boolean {
  const id = chosen.borrower.id;
  if (chosen.borrowerCount === 1 || !id || item.borrowerIds.length === 0) return true;
  return item.borrowerIds.includes(id);
}
