import { z } from 'zod';
import { PERMISSIBLE_PURPOSES } from '#shared/constants/consent.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { US_STATES } from '#shared/constants/us-states.ts';
import { ADULT_AGE, ageOn } from '#shared/rules/age.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import { printsInLetter } from '#shared/rules/letter-charset.ts';

const todayIso = () => isoDayOf(new Date());

const PERSON_NAME = /^[\p{L}\p{M}' .-]+$/u;
const NO_CONTROL = /^[^\p{Cc}]*$/u;
/** The letters print what bureaus file: Latin letters, so a name or address in another script is refused. */
const LATIN_LETTERS = 'onboarding.errors.latinLetters';
/** Text typed for the letters: trimmed, between its bounds, of the characters `allowed` lets in, printable there. */
const letterText = (allowed: RegExp, min: number, max: number, minError: string) =>
  z
    .string()
    .trim()
    .min(min, { error: minError })
    .max(max)
    .regex(allowed, { error: 'validation.invalidFormat' })
    .refine(printsInLetter, { error: LATIN_LETTERS });

/** Step 1's details (docs/product-rules.md, Onboarding); messages are i18n keys. */
export const ProfileSchema = z.strictObject({
  // Names go on letters: letters, marks, spaces, apostrophes, dots and hyphens only (no digits, no line breaks).
  firstName: letterText(PERSON_NAME, 2, 100, 'onboarding.errors.firstNameMin'),
  lastName: letterText(PERSON_NAME, 2, 100, 'onboarding.errors.lastNameMin'),
  dateOfBirth: z.iso
    .date({ error: 'onboarding.errors.dateOfBirthInvalid' })
    .refine((value) => ageOn(value, todayIso()) >= ADULT_AGE, { error: 'onboarding.errors.mustBeAdult' })
    .refine((value) => ageOn(value, todayIso()) <= 120, { error: 'onboarding.errors.dateOfBirthInvalid' }),
  /** Typed with or without dashes; kept as 9 digits. */
  ssn: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, { error: 'onboarding.errors.ssnInvalid' })),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, { error: 'onboarding.errors.phoneInvalid' }),
  address: z.strictObject({
    street: letterText(NO_CONTROL, 5, 200, 'onboarding.errors.streetMin'),
    city: letterText(PERSON_NAME, 2, 100, 'onboarding.errors.cityMin'),
    state: z.enum(US_STATES, { error: 'onboarding.errors.stateRequired' }),
    zipCode: z.string().regex(/^\d{5}(-\d{4})?$/, { error: 'onboarding.errors.zipInvalid' }),
  }),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ConsentSchema = z.strictObject({
  fcraConsent: z.boolean(),
  permissiblePurposeConsent: z.boolean(),
  piiProcessingConsent: z.boolean(),
  consentTimestamp: z.iso.datetime({ offset: true }),
  /** The purpose exactly as the member read it, in the language it was shown in. */
  permissiblePurpose: z.literal(
    LANGUAGES.map((language) => PERMISSIBLE_PURPOSES[language]),
    { error: 'onboarding.errors.permissiblePurpose' },
  ),
});
export type Consent = z.infer<typeof ConsentSchema>;

export const PreferencesSchema = z.strictObject({
  hasChildSupport: z.boolean(),
  hasRepossession: z.boolean(),
  hasBankruptcy: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** A signed-in member's pull with the profile they give (a visitor's onboarding brings its report at step 3). */
export const CreditPullRequestSchema = z.strictObject({
  profileData: ProfileSchema,
  consent: ConsentSchema,
  preferences: PreferencesSchema.optional(),
});
export type CreditPullRequest = z.infer<typeof CreditPullRequestSchema>;
