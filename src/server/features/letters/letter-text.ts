import { formatDate } from '#shared/rules/format-for-letter.ts';
import type { Letter } from './letter-types.ts';

/** The letter as plain text, block by block in the order the PDF draws them (the API's `letterContent`). */
export function letterToText(letter: Letter): string {
  const blocks = [
    letter.from.join('\n'),
    formatDate(letter.date),
    letter.delivery,
    letter.to.join('\n'),
    `Re: ${letter.subject}`,
    letter.identification.join('\n'),
    ...letter.paragraphs,
    letter.signature.join('\n'),
    letter.enclosures.length > 0 ? ['Enclosures:', ...letter.enclosures.map((item) => `- ${item}`)].join('\n') : '',
    `Reference: ${letter.reference}`,
  ];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}
