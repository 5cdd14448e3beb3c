import { z } from 'zod';
import type { Cipher } from '#server/crypto/cipher.ts';
import { type Profile, ProfileSchema } from '#shared/schemas/onboarding.ts';
import type { OnboardingProfileView } from '#shared/schemas/onboarding-draft.ts';

/** Step 1 as kept: the whole profile is sealed, not only the SSN and date of birth. */
const DraftProfileSchema = ProfileSchema.extend({ email: z.string() });
export type DraftProfile = z.infer<typeof DraftProfileSchema>;

export function sealProfile(cipher: Cipher, profile: DraftProfile): Buffer {
  return cipher.encrypt(Buffer.from(JSON.stringify(profile)));
}

export function openProfile(cipher: Cipher, sealed: Buffer): DraftProfile {
  return DraftProfileSchema.parse(JSON.parse(cipher.decrypt(sealed).toString('utf8')));
}

export function toProfileView({ ssn, ...profile }: DraftProfile): OnboardingProfileView {
  return { ...profile, ssnLast4: ssn.slice(-4) };
}

export function toMemberProfile({ email: _email, ...profile }: DraftProfile): Profile {
  return profile;
}

/** A new name, date of birth or SSN is another person's report: the pull has to be done again. */
export function identityChanged(before: DraftProfile, after: DraftProfile): boolean {
  return (
    before.firstName !== after.firstName ||
    before.lastName !== after.lastName ||
    before.dateOfBirth !== after.dateOfBirth ||
    before.ssn !== after.ssn
  );
}
