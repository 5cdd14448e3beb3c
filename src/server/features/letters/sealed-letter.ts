import type { Cipher } from '#server/crypto/cipher.ts';
import type { Letter } from './letter-types.ts';

/**
 * A letter as the `letters` table keeps it. A letter carries the member's name, address, date of birth and
 * SSN digits, so it is sealed like the profile it is signed from; a row written before letters were sealed
 * holds the plain letter until the start-up step (`sealLegacyLetters`) seals it.
 */
export interface SealedLetter {
  /** Base64 of the cipher's envelope around the letter's JSON. */
  sealed: string;
}

/** What the table's `content` column holds; the database knows it only as JSON. */
export const isSealedLetter = (stored: object): stored is SealedLetter => 'sealed' in stored;

export function sealLetter(cipher: Cipher, letter: Letter): SealedLetter {
  return { sealed: cipher.encrypt(Buffer.from(JSON.stringify(letter), 'utf8')).toString('base64') };
}

/** Every reader of a stored letter goes through here, so a legacy row reads like a sealed one. */
export function openLetter(cipher: Cipher, stored: object): Letter {
  if (!isSealedLetter(stored)) return stored as Letter;
  return JSON.parse(cipher.decrypt(Buffer.from(stored.sealed, 'base64')).toString('utf8')) as Letter;
}
