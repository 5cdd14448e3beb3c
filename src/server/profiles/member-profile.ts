import { eq } from 'drizzle-orm';
import type { Profile } from '#shared/schemas/onboarding.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Executor } from '../db/client.ts';
import { memberProfiles } from '../db/schema/profiles.ts';
import type { LetterConsumer } from '../letters/letter-types.ts';

/** Keeps the latest profile a member gave (at a credit pull, or on the disputes page), sealed where it must be. */
export async function saveProfile(
  db: Executor,
  cipher: Cipher,
  userId: string,
  profile: Profile,
  now: Date,
): Promise<void> {
  const row = {
    userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    dateOfBirthSealed: cipher.encrypt(Buffer.from(profile.dateOfBirth)),
    ssnSealed: cipher.encrypt(Buffer.from(profile.ssn)),
    ssnLast4: profile.ssn.slice(-4),
    phone: profile.phone,
    street: profile.address.street,
    city: profile.address.city,
    state: profile.address.state,
    zipCode: profile.address.zipCode,
    updatedAt: now,
  };
  const { userId: _key, ...changes } = row;
  await db.insert(memberProfiles).values(row).onConflictDoUpdate({ target: memberProfiles.userId, set: changes });
}

/** The profile as its owner may see it: never the SSN, only its last four. */
export async function findOwnProfile(db: Executor, cipher: Cipher, userId: string) {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  if (!row) return null;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: cipher.decrypt(row.dateOfBirthSealed).toString(),
    ssnLast4: row.ssnLast4,
    phone: row.phone,
    address: { street: row.street, city: row.city, state: row.state, zipCode: row.zipCode },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Who signs the letters: null until the member gave their mailing details. */
export async function findLetterConsumer(db: Executor, cipher: Cipher, userId: string): Promise<LetterConsumer | null> {
  const profile = await findOwnProfile(db, cipher, userId);
  if (!profile) return null;
  return {
    fullName: `${profile.firstName} ${profile.lastName}`,
    address: profile.address,
    dateOfBirth: profile.dateOfBirth,
    ssnLast4: profile.ssnLast4,
  };
}
