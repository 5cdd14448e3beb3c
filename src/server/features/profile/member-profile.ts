import type { Cipher } from '#server/crypto/cipher.ts';
import type { Executor } from '#server/db/client.ts';
import type { LetterConsumer } from '#server/features/letters/index.ts';
import type { Profile } from '#shared/schemas/onboarding.ts';
import { findPlainProfiles, findProfileRow, storeSealedContact, upsertProfile } from './queries.ts';

/** The profile's fields that say where and who the member is, sealed together in `contact_sealed`. */
interface SealedContact {
  street: string;
  phone: string;
  ssnLast4: string;
}

function sealContact(cipher: Cipher, contact: SealedContact): Buffer {
  return cipher.encrypt(Buffer.from(JSON.stringify(contact)));
}

/** A row written before migration 0014 still has its clear columns; start-up seals those (sealPlainProfiles). */
function contactOf(
  cipher: Cipher,
  row: { contactSealed: Buffer | null; street: string | null; phone: string | null; ssnLast4: string | null },
): SealedContact {
  if (row.contactSealed) return JSON.parse(cipher.decrypt(row.contactSealed).toString()) as SealedContact;
  return { street: row.street ?? '', phone: row.phone ?? '', ssnLast4: row.ssnLast4 ?? '' };
}

/**
 * The phone of a profile row another feature read in its own statement (the admin's users list and client records
 * join the profile): opened here, where the sealing is known. Null when the member gave none.
 */
export function profilePhone(
  cipher: Cipher,
  row: { contactSealed: Buffer | null; phone: string | null },
): string | null {
  return contactOf(cipher, { street: null, ssnLast4: null, ...row }).phone || null;
}

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
    contactSealed: sealContact(cipher, {
      street: profile.address.street,
      phone: profile.phone,
      ssnLast4: profile.ssn.slice(-4),
    }),
    ssnLast4: null,
    phone: null,
    street: null,
    city: profile.address.city,
    state: profile.address.state,
    zipCode: profile.address.zipCode,
    updatedAt: now,
  };
  await upsertProfile(db, row);
}

/** The profile as its owner may see it: never the SSN, only its last four. */
export async function findOwnProfile(db: Executor, cipher: Cipher, userId: string) {
  const row = await findProfileRow(db, userId);
  if (!row) return null;
  const contact = contactOf(cipher, row);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: cipher.decrypt(row.dateOfBirthSealed).toString(),
    ssnLast4: contact.ssnLast4,
    phone: contact.phone,
    address: { street: contact.street, city: row.city, state: row.state, zipCode: row.zipCode },
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

/** Start-up: profiles saved before migration 0014 get their street, phone and SSN's last four sealed. */
export async function sealPlainProfiles(db: Executor, cipher: Cipher): Promise<number> {
  const rows = await findPlainProfiles(db);
  for (const row of rows) await storeSealedContact(db, row.userId, sealContact(cipher, contactOf(cipher, row)));
  return rows.length;
}
