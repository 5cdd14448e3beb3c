import type { Cipher } from '#server/crypto/cipher.ts';
import type { Executor } from '#server/db/client.ts';
import { MAILING_ENCLOSURES, type MailingEnclosure } from '#shared/constants/mailing.ts';
import { IDENTITY_ENCLOSURE_WORDS } from './letter-parts.ts';
import type { Letter } from './letter-types.ts';
import { findLetterContent } from './queries.ts';
import { openLetter } from './sealed-letter.ts';

/**
 * The letter as CreditPath mails it for the member: its "Enclosures" list names exactly what is in the envelope,
 * in the order the pages follow it. The papers a member would add themself (a report page, statements) are not
 * listed, since nobody puts them in; a bureau reading a list of papers it never got may treat the dispute as
 * incomplete. The stored letter, and the one the member prints themself, keep the full list.
 */
export function letterAsMailed(letter: Letter, enclosed: readonly MailingEnclosure[]): Letter {
  return {
    ...letter,
    // Nobody signs a page Lob prints: the blank line for a pen goes, the member's typed name closes it (they agreed
    // to have it sent in their name).
    signature: letter.signature.filter((line) => !/^_+$/.test(line)),
    enclosures: MAILING_ENCLOSURES.filter((enclosure) => enclosed.includes(enclosure)).map(
      (enclosure) => IDENTITY_ENCLOSURE_WORDS[enclosure],
    ),
  };
}

/** The very version a mailing printed (its `letterId`), opened; null when it is gone. */
export async function readLetterVersion(db: Executor, cipher: Cipher, letterId: string): Promise<Letter | null> {
  const content = await findLetterContent(db, letterId);
  return content && openLetter(cipher, content);
}
