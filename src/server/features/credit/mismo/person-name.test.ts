import { describe, expect, it } from 'vitest';
import { compareNames, type PersonName } from './person-name.ts';

const name = (firstName: string, lastName: string, more: Partial<PersonName> = {}): PersonName => ({
  firstName,
  lastName,
  ...more,
});

describe('compareNames', () => {
  it.each([
    ['case, accents and spacing', name('Lucía', 'Testcase'), name('LUCIA', ' TESTCASE ')],
    ['a hyphen for a space', name('José', 'Segundo Pérez'), name('JOSE', 'SEGUNDO-PEREZ')],
    ['an apostrophe or a period', name("D'Arcy", "O'Brien"), name('DARCY', 'OBRIEN')],
    ['particles written together', name('Ana', 'De la Cruz'), name('ANA', 'DELACRUZ')],
    ['a middle name on one side only', name('Marisol', 'Testcase'), name('MARISOL', 'TESTCASE', { middleName: 'L' })],
    ['a middle initial for the middle name', name('Maria Luisa', 'Ruiz'), name('MARIA', 'RUIZ', { middleName: 'L' })],
    ['two first names written as one', name('Mary Ann', 'Smith'), name('MARYANN', 'SMITH')],
    ['a suffix on one side only', name('Daniel', 'Testcase Jr.'), name('DANIEL', 'TESTCASE')],
    ['the same suffix spelled two ways', name('Daniel', 'Testcase', { suffix: '2nd' }), name('DANIEL', 'TESTCASE II')],
    [
      'a second last name written as a middle name',
      name('José', 'Segundo Pérez'),
      name('JOSE', 'PEREZ', { middleName: 'SEGUNDO' }),
    ],
  ])('takes %s as the same name', (_case, member, borrower) => {
    expect(compareNames(member, borrower)).toBe('full');
    expect(compareNames(borrower, member)).toBe('full');
  });

  it.each([
    ['another first name', name('Ana', 'Primera'), name('JOSE', 'PRIMERA')],
    ['a nickname', name('Bill', 'Testcase'), name('WILLIAM', 'TESTCASE')],
    ['an initial for the first name', name('J', 'Testcase'), name('JOHN', 'TESTCASE')],
    ['another last name', name('Karen', 'Vvdwa'), name('KAREN', 'AAHTEXO')],
    [
      'two different middle names',
      name('Maria', 'Ruiz', { middleName: 'Elena' }),
      name('MARIA', 'RUIZ', { middleName: 'LUISA' }),
    ],
    ['father and son', name('Daniel', 'Testcase', { suffix: 'Jr' }), name('DANIEL', 'TESTCASE', { suffix: 'SR' })],
    ['an empty name', name('', ''), name('ANA', 'PRIMERA')],
    ['a shared particle only', name('Ana', 'De Leon'), name('ANA', 'DE SOTO')],
  ])('tells %s apart', (_case, member, borrower) => {
    expect(compareNames(member, borrower)).toBe('none');
  });

  it('takes one part of a two-part or hyphenated last name as a partial match only', () => {
    expect(compareNames(name('Elena', 'Testcase'), name('ELENA', 'TESTCASE-RUIZ'))).toBe('partial');
    expect(compareNames(name('Elena', 'Ruiz'), name('ELENA', 'TESTCASE RUIZ'))).toBe('partial');
    expect(compareNames(name('Carlos', 'García López'), name('CARLOS', 'GARCIA'))).toBe('partial');
  });

  it.each([
    ['the file’s middle name', name('Ana', 'López'), name('ANA', 'GARCIA', { middleName: 'LOPEZ' })],
    ['the member’s middle name', name('Ana López', 'García'), name('ANA', 'LOPEZ')],
    ['one of two middle names', name('Ana', 'López'), name('ANA', 'GARCIA', { middleName: 'MARIA LOPEZ' })],
    ['a last name beside a middle name', name('Ana Maria', 'López'), name('ANA', 'GARCIA', { middleName: 'M LOPEZ' })],
  ])('takes a last name read as %s as a partial match only', (_case, member, borrower) => {
    expect(compareNames(member, borrower)).toBe('partial');
    expect(compareNames(borrower, member)).toBe('partial');
  });

  it.each([
    [
      'a middle name that is no last name of the other',
      name('Ana', 'Garcia'),
      name('ANA', 'LOPEZ', { middleName: 'MARIA' }),
    ],
    [
      'a first name that is the other’s last name',
      name('Lopez', 'Garcia'),
      name('ANA', 'LOPEZ', { middleName: 'GARCIA' }),
    ],
    ['other middle names beside it', name('Ana Sofia', 'López'), name('ANA', 'GARCIA', { middleName: 'MARIA LOPEZ' })],
    ['a particle as a middle name', name('Ana', 'De Leon'), name('ANA', 'SOTO', { middleName: 'DE' })],
  ])('does not take %s for a shared last name', (_case, member, borrower) => {
    expect(compareNames(member, borrower)).toBe('none');
    expect(compareNames(borrower, member)).toBe('none');
  });
});
