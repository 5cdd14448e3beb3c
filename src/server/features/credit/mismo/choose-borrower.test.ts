import { describe, expect, it } from 'vitest';
import { notYoursRefusal } from '#server/test-support/mismo.ts';
import { chooseBorrower, type Member } from './choose-borrower.ts';
import type { BorrowerRecord, CreditFileRecord, MismoDocument } from './mismo-document.ts';
import type { MismoImportError } from './mismo-error.ts';

const person = (
  id: string,
  firstName: string,
  lastName: string,
  more: Partial<BorrowerRecord> = {},
): BorrowerRecord => ({
  id,
  firstName,
  middleName: null,
  lastName,
  suffix: null,
  birthDate: null,
  ...more,
});

const file = (borrowerId: string, birthDate: string | null, returned = true): CreditFileRecord => ({
  bureau: 'equifax',
  returned,
  borrowerIds: [borrowerId],
  birthDate,
});

const documentWith = (borrowers: BorrowerRecord[], files: CreditFileRecord[] = []): MismoDocument => ({
  format: 'mismo-2.3.1',
  bureauAttribution: 'per_bureau',
  reportIdentifier: null,
  reportDate: null,
  borrowers,
  files,
  liabilities: [],
  publicRecords: [],
  scores: [],
  inquiries: [],
  vendorAnswer: { codes: [], messages: [], fileResults: [], hasEmbeddedCopy: false },
});

const refusal = (document: MismoDocument, member: Member) => notYoursRefusal(() => chooseBorrower(document, member));

describe('chooseBorrower', () => {
  const ana = person('B1', 'ANA', 'PRIMERA', { birthDate: '1990-02-14' });
  const jose = person('B2', 'JOSE', 'SEGUNDO-PEREZ');

  it('chooses the borrower with the member’s name, whichever position it has', () => {
    const chosen = chooseBorrower(documentWith([ana, jose]), { firstName: 'José', lastName: 'Segundo Pérez' });
    expect(chosen).toEqual({ borrower: jose, dateOfBirth: null, borrowerCount: 2 });
  });

  it('checks the birth date when both sides give one, and ignores it when either does not', () => {
    const document = documentWith([ana, jose]);
    expect(
      chooseBorrower(document, { firstName: 'Ana', lastName: 'Primera', dateOfBirth: '1990-02-14' }),
    ).toMatchObject({
      borrower: ana,
      dateOfBirth: '1990-02-14',
    });
    expect(chooseBorrower(document, { firstName: 'Ana', lastName: 'Primera' }).dateOfBirth).toBe('1990-02-14');
    expect(refusal(document, { firstName: 'Ana', lastName: 'Primera', dateOfBirth: '1990-02-15' })).toEqual([
      'ANA PRIMERA',
      'date_of_birth',
    ]);
    expect(
      chooseBorrower(document, { firstName: 'Jose', lastName: 'Segundo-Perez', dateOfBirth: '1970-01-01' }).borrower,
    ).toBe(jose);
  });

  it("reads a joint report's bureau birth dates only from the borrower's own files", () => {
    const document = documentWith([ana, jose], [file('B1', '1990-02-14'), file('B2', '1971-07-04')]);
    expect(refusal(document, { firstName: 'Jose', lastName: 'Segundo Perez', dateOfBirth: '1990-02-14' })).toEqual([
      'JOSE SEGUNDO-PEREZ',
      'date_of_birth',
    ]);
    expect(
      chooseBorrower(document, { firstName: 'Jose', lastName: 'Segundo Perez', dateOfBirth: '1971-07-04' }).dateOfBirth,
    ).toBe('1971-07-04');
  });

  it('prefers the borrower whose birth date agrees when two have the name', () => {
    const father = person('B1', 'DANIEL', 'TESTCASE', { birthDate: '1955-01-20' });
    const son = person('B2', 'DANIEL', 'TESTCASE', { birthDate: '1980-04-12' });
    const chosen = chooseBorrower(documentWith([father, son]), {
      firstName: 'Daniel',
      lastName: 'Testcase',
      dateOfBirth: '1980-04-12',
    });
    expect(chosen.borrower).toBe(son);
  });

  it('asks for a birth date when only part of the name matches and a side gives none', () => {
    const carlos = { firstName: 'Carlos', lastName: 'García López' };
    const withDate = documentWith([person('B1', 'CARLOS', 'GARCIA', { birthDate: '1985-03-09' })]);
    expect(refusal(withDate, carlos)).toEqual(['CARLOS GARCIA', 'date_of_birth_needed']);
    expect(chooseBorrower(withDate, { ...carlos, dateOfBirth: '1985-03-09' }).dateOfBirth).toBe('1985-03-09');
    expect(refusal(withDate, { ...carlos, dateOfBirth: '1986-03-09' })).toEqual(['CARLOS GARCIA', 'date_of_birth']);
    const withoutDate = documentWith([person('B1', 'CARLOS', 'GARCIA')]);
    expect(refusal(withoutDate, { ...carlos, dateOfBirth: '1985-03-09' })).toEqual([
      'CARLOS GARCIA',
      'date_of_birth_needed',
    ]);
  });

  it('takes a paternal surname the file reads as a middle name as part of the name', () => {
    const document = documentWith([person('B1', 'ANA', 'GARCIA', { middleName: 'LOPEZ', birthDate: '1990-02-14' })]);
    const ana = { firstName: 'Ana', lastName: 'López' };
    expect(refusal(document, ana)).toEqual(['ANA LOPEZ GARCIA', 'date_of_birth_needed']);
    expect(chooseBorrower(document, { ...ana, dateOfBirth: '1990-02-14' }).borrower.lastName).toBe('GARCIA');
    expect(refusal(document, { firstName: 'Ana', lastName: 'Garcia Ruiz', dateOfBirth: '1991-02-14' })).toEqual([
      'ANA LOPEZ GARCIA',
      'date_of_birth',
    ]);
  });

  it('names the borrower the bureaus returned data for, or every borrower, when none is the member', () => {
    const nobody = { firstName: 'Someone', lastName: 'Else' };
    expect(refusal(documentWith([ana, jose], [file('B2', null)]), nobody)).toEqual(['JOSE SEGUNDO-PEREZ', 'name']);
    expect(refusal(documentWith([ana, jose], [file('B2', null, false)]), nobody)).toEqual([
      'ANA PRIMERA and JOSE SEGUNDO-PEREZ',
      'name',
    ]);
    const full = person('B1', 'DANIEL', 'TESTCASE', { middleName: 'A', suffix: 'JR' });
    expect(refusal(documentWith([full]), nobody)).toEqual(['DANIEL A TESTCASE JR', 'name']);
  });

  it('refuses a document that names no borrower as incomplete', () => {
    expect(() =>
      chooseBorrower(documentWith([person('B1', '', '')]), { firstName: 'Ana', lastName: 'Primera' }),
    ).toThrow(expect.objectContaining({ reason: 'missing_parts' }) as MismoImportError);
  });
});
