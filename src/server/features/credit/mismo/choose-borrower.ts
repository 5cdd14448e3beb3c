import type { BorrowerRecord, MismoDocument } from './mismo-document.ts';
import { normaliseName } from './normalise.ts';

export interface Member {
  firstName: string;
  lastName: string;
}

export interface ChosenBorrower {
  borrower: BorrowerRecord | null;
  matchedMember: boolean;
  borrowerCount: number;
}

const fullName = (person: Member) => `${normaliseName(person.firstName)}|${normaliseName(person.lastName)}`;

/**
 * The borrower whose name is the member's. Failing that, the first borrower the bureaus returned anything for:
 * on a joint report where one applicant has no file, the other is the only report there is to read.
 */
export function chooseBorrower(document: MismoDocument, member: Member): ChosenBorrower {
  const borrowerCount = Math.max(1, document.borrowers.length);
  const wanted = fullName(member);
  const matched = document.borrowers.find((borrower) => fullName(borrower) === wanted);
  if (matched) return { borrower: matched, matchedMember: true, borrowerCount };
  const hasData = ({ id }: BorrowerRecord) =>
    id !== null &&
    (document.files.some((file) => file.returned && file.bureau !== null && file.borrowerIds.includes(id)) ||
      document.liabilities.some((liability) => liability.borrowerIds.includes(id)));
  return {
    borrower: document.borrowers.find(hasData) ?? document.borrowers[0] ?? null,
    matchedMember: false,
    borrowerCount,
  };
}

/** Whether an item is the chosen borrower's: on a single-borrower report, or when unattributed, it is. */
export function belongsTo(chosen: ChosenBorrower, item: { borrowerIds: readonly string[] }): boolean {
  const id = chosen.borrower?.id;
  if (chosen.borrowerCount === 1 || !id || item.borrowerIds.length === 0) return true;
  return item.borrowerIds.includes(id);
}
