import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { memberProfile } from '#shared/test-support/members.ts';
import {
  CreateAccountRequestSchema,
  OnboardingProfileRequestSchema,
  OnboardingSelectionRequestSchema,
} from './onboarding-draft.ts';

/** Each failing field with its message key, e.g. `['address.zipCode', 'onboarding.errors.zipInvalid']`. */
function issuesOf(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** A day relative to today (UTC, as the schema counts), `years` back and `days` on. */
function dayFromToday(years: number, days = 0): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const profile = { ...memberProfile, email: 'maria@example.com' };
const withProfile = (changes: object) => issuesOf(OnboardingProfileRequestSchema, { ...profile, ...changes });
const withAddress = (changes: object) => withProfile({ address: { ...profile.address, ...changes } });

describe('OnboardingProfileRequestSchema', () => {
  it('accepts a valid profile and keeps the SSN as 9 digits', () => {
    const parsed = OnboardingProfileRequestSchema.parse(profile);
    expect(parsed.ssn).toBe('123456789');
    expect(parsed.email).toBe('maria@example.com');
  });

  it('needs names of at least 2 letters, after trimming', () => {
    expect(withProfile({ firstName: 'M' })).toEqual([['firstName', 'onboarding.errors.firstNameMin']]);
    expect(withProfile({ firstName: ' M ' })).toEqual([['firstName', 'onboarding.errors.firstNameMin']]);
    expect(withProfile({ lastName: 'L' })).toEqual([['lastName', 'onboarding.errors.lastNameMin']]);
    expect(withProfile({ firstName: 'Jo' })).toEqual([]);
    expect(withProfile({ firstName: 'José', lastName: "O'Neil-Núñez" })).toEqual([]);
    expect(withProfile({ firstName: 'M4ria' })).toEqual([['firstName', 'validation.invalidFormat']]);
  });

  it('needs a real date of birth', () => {
    for (const dateOfBirth of ['not-a-date', '1990-13-01', '1990-02-30', '12/04/1988', '']) {
      const issues = withProfile({ dateOfBirth });
      // The age checks still run on a malformed date and add their own issues; the first one is what a form shows.
      expect(issues[0], dateOfBirth).toEqual(['dateOfBirth', 'onboarding.errors.dateOfBirthInvalid']);
      expect(issues.every(([path]) => path === 'dateOfBirth')).toBe(true);
    }
    expect(withProfile({ dateOfBirth: dayFromToday(121) })).toEqual([
      ['dateOfBirth', 'onboarding.errors.dateOfBirthInvalid'],
    ]);
  });

  it('needs the person to be 18 or older today', () => {
    expect(withProfile({ dateOfBirth: dayFromToday(18, -1) })).toEqual([]);
    expect(withProfile({ dateOfBirth: dayFromToday(18, 1) })).toEqual([
      ['dateOfBirth', 'onboarding.errors.mustBeAdult'],
    ]);
    expect(withProfile({ dateOfBirth: dayFromToday(5) })).toEqual([['dateOfBirth', 'onboarding.errors.mustBeAdult']]);
    expect(withProfile({ dateOfBirth: dayFromToday(0, 30) })).toEqual([
      ['dateOfBirth', 'onboarding.errors.mustBeAdult'],
    ]);
  });

  it('takes an SSN with or without dashes, exactly 9 digits', () => {
    for (const ssn of ['123456789', '123-45-6789', '123 45 6789']) {
      expect(OnboardingProfileRequestSchema.parse({ ...profile, ssn }).ssn).toBe('123456789');
    }
    for (const ssn of ['12345678', '1234567890', '123-45-678', '123-45-678a', 'abcdefghi', '']) {
      expect(withProfile({ ssn }), ssn).toEqual([['ssn', 'onboarding.errors.ssnInvalid']]);
    }
  });

  it('may leave the SSN out, to keep the one already saved', () => {
    const { ssn: _ssn, ...withoutSsn } = profile;
    expect(OnboardingProfileRequestSchema.parse(withoutSsn).ssn).toBeUndefined();
  });

  // Keyed by the test's name: it.each's $field titles are quoted and cut at 40 characters.
  const rules: Record<
    string,
    { issuesWith: (value: string) => [string, string][]; accepted: string; refused: string[]; issue: [string, string] }
  > = {
    'needs the phone as (###) ###-####': {
      issuesWith: (phone) => withProfile({ phone }),
      accepted: '(212) 555-0100',
      refused: ['555-123-4567', '(555)123-4567', '5551234567', '(555) 123-456', '(555) 123-45678'],
      issue: ['phone', 'onboarding.errors.phoneInvalid'],
    },
    'needs a state from the list': {
      issuesWith: (state) => withAddress({ state }),
      accepted: 'DC',
      refused: ['XX', 'tx', 'Texas', ''],
      issue: ['address.state', 'onboarding.errors.stateRequired'],
    },
    'needs a ZIP of 5 digits or 5+4': {
      issuesWith: (zipCode) => withAddress({ zipCode }),
      accepted: '78701-1234',
      refused: ['7870', '787011', '78701-12', '78701 1234', 'ABCDE'],
      issue: ['address.zipCode', 'onboarding.errors.zipInvalid'],
    },
  };
  it.each(Object.entries(rules))('%s', (_rule, { issuesWith, accepted, refused, issue }) => {
    expect(issuesWith(accepted)).toEqual([]);
    for (const value of refused) expect(issuesWith(value), value).toEqual([issue]);
  });

  it('needs a street of at least 5 characters and a city of at least 2', () => {
    expect(withAddress({ street: 'Main' })).toEqual([['address.street', 'onboarding.errors.streetMin']]);
    expect(withAddress({ street: '  Main   ' })).toEqual([['address.street', 'onboarding.errors.streetMin']]);
    expect(withAddress({ street: '1 Elm' })).toEqual([]);
    expect(withAddress({ city: 'A' })).toEqual([['address.city', 'onboarding.errors.cityMin']]);
    expect(withAddress({ city: 'Ao' })).toEqual([]);
  });

  it('needs an email', () => {
    expect(withProfile({ email: 'not-an-email' })).toEqual([['email', 'auth.errors.emailInvalid']]);
    expect(OnboardingProfileRequestSchema.parse({ ...profile, email: '  Maria@Example.com ' }).email).toBe(
      'Maria@Example.com',
    );
    const { email: _email, ...withoutEmail } = profile;
    expect(issuesOf(OnboardingProfileRequestSchema, withoutEmail).map(([path]) => path)).toEqual(['email']);
  });

  it('refuses fields it does not know', () => {
    expect(withProfile({ isAdmin: true }).map(([path]) => path)).toEqual(['']);
    expect(withAddress({ country: 'US' }).map(([path]) => path)).toEqual(['address']);
  });
});

describe('CreateAccountRequestSchema', () => {
  const account = { password: 'long-enough', confirmPassword: 'long-enough' };
  const withAccount = (changes: object) => issuesOf(CreateAccountRequestSchema, { ...account, ...changes });

  it('takes a password and its confirmation, and the language; no username (the email is the account’s name)', () => {
    expect(withAccount({})).toEqual([]);
    expect(withAccount({ lang: 'es' })).toEqual([]);
    expect(withAccount({ username: 'maria88' }).map(([path]) => path)).toEqual(['']);
  });

  it('needs a password of at least 8 characters', () => {
    expect(withAccount({ password: '1234567', confirmPassword: '1234567' })).toEqual([
      ['password', 'onboarding.errors.password_min_8'],
    ]);
    expect(withAccount({ password: '12345678', confirmPassword: '12345678' })).toEqual([]);
  });

  it('needs the confirmation to match, reported on confirmPassword', () => {
    expect(withAccount({ confirmPassword: 'long-enougH' })).toEqual([
      ['confirmPassword', 'onboarding.errors.passwords_no_match'],
    ]);
  });
});

describe('OnboardingSelectionRequestSchema', () => {
  let made = 0;
  /** `n` distinct version-4 uuids. */
  const ids = (n: number) =>
    Array.from({ length: n }, () => {
      made += 1;
      return `6f1c3f1e-2a55-4a53-9c59-${made.toString(16).padStart(12, '0')}`;
    });
  const select = (paymentType: string, selectedItems: string[], extra: object = {}) =>
    issuesOf(OnboardingSelectionRequestSchema, { paymentType, selectedItems, ...extra });

  it('needs at least one item', () => {
    expect(select('monthly', [])).toEqual([['selectedItems', 'onboarding.errors.selectAtLeastOne']]);
  });

  it('allows up to the plan’s limit and refuses one more', () => {
    expect(select('per_dispute', ids(2))).toEqual([]);
    expect(select('per_dispute', ids(3))).toEqual([['selectedItems', 'onboarding.errors.overPlanLimit']]);
    expect(select('monthly', ids(5))).toEqual([]);
    expect(select('monthly', ids(6))).toEqual([['selectedItems', 'onboarding.errors.overPlanLimit']]);
    expect(select('premium', ids(15))).toEqual([]);
    expect(select('premium', ids(16))).toEqual([['selectedItems', 'onboarding.errors.overPlanLimit']]);
  });

  it('refuses duplicate ids, ids that are not uuids, unknown plans and unknown reasons', () => {
    const [id = ''] = ids(1);
    expect(select('monthly', [id, id])).toEqual([['selectedItems', 'validation.invalidFormat']]);
    expect(select('monthly', ['item-1']).map(([path]) => path)).toEqual(['selectedItems.0']);
    expect(select('gold', [id]).map(([path]) => path)).toEqual(['paymentType']);
    expect(select('monthly', [id], { selectedDisputeReasons: { [id]: ['because'] } }).map(([path]) => path)).toEqual([
      `selectedDisputeReasons.${id}.0`,
    ]);
    expect(select('monthly', [id], { total: 0 }).map(([path]) => path)).toEqual(['']);
  });

  it('defaults the reasons to none', () => {
    const [id = ''] = ids(1);
    expect(OnboardingSelectionRequestSchema.parse({ paymentType: 'monthly', selectedItems: [id] })).toEqual({
      paymentType: 'monthly',
      selectedItems: [id],
      selectedDisputeReasons: {},
    });
  });
});
