import { describe, expect, it } from 'vitest';
import { memberProfile as profile } from '#shared/test-support/members.ts';
import { ProfileSchema } from './onboarding.ts';

const issuesOf = (input: object) =>
  ProfileSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('ProfileSchema: the details the letters are signed with', () => {
  it('takes names and addresses in Latin letters, accents included', () => {
    expect(
      issuesOf({
        ...profile,
        firstName: 'Zoë',
        lastName: 'Muñoz-Çelik',
        address: { ...profile.address, street: '12 Calle Señor Peña', city: 'Cañon City' },
      }),
    ).toEqual([]);
  });

  it('refuses another script where a bureau could not match it, with its own message', () => {
    const latin = 'onboarding.errors.latinLetters';
    expect(issuesOf({ ...profile, firstName: 'Γιώργος' })).toEqual([['firstName', latin]]);
    expect(issuesOf({ ...profile, lastName: '王小明' })).toEqual([['lastName', latin]]);
    expect(issuesOf({ ...profile, address: { ...profile.address, street: '5 شارع النيل' } })).toEqual([
      ['address.street', latin],
    ]);
    expect(issuesOf({ ...profile, address: { ...profile.address, city: 'Москва' } })).toEqual([
      ['address.city', latin],
    ]);
  });
});

describe('ProfileSchema: where the member lives', () => {
  it.each([
    ['PR', 'San Juan', '00901'],
    ['VI', 'Charlotte Amalie', '00802'],
    ['GU', 'Hagatna', '96910'],
    ['AS', 'Pago Pago', '96799'],
    ['MP', 'Saipan', '96950-1234'],
  ])('takes an address in the territory %s', (state, city, zipCode) => {
    expect(issuesOf({ ...profile, address: { ...profile.address, state, city, zipCode } })).toEqual([]);
  });

  it('refuses a code that is no state or territory', () => {
    expect(issuesOf({ ...profile, address: { ...profile.address, state: 'PQ' } })).toEqual([
      ['address.state', 'onboarding.errors.stateRequired'],
    ]);
  });
});
