import { isLetterCharacter } from '#shared/rules/letter-charset.ts';

/**
 * pdfkit's standard fonts (Helvetica) encode text as WinAnsi; any other character would print as nothing.
 * Names and addresses are held to WinAnsi where they are typed, but the member's own words (and a profile
 * saved before that rule) may hold more: a Latin letter keeps its base letter ("ř" prints "r", as a bureau's
 * file spells it), and anything else (an emoji, a CJK character) becomes "?" rather than vanish.
 */
function fallback(char: string): string {
  const [base, ...marks] = char.normalize('NFD');
  const bare = base !== undefined && base !== char && isLetterCharacter(base);
  return bare && marks.every((mark) => /\p{M}/u.test(mark)) ? base : '?';
}

export function toWinAnsi(text: string): string {
  if (/^[\x20-\x7e\n]*$/.test(text)) return text;
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    out += char === '\n' || isLetterCharacter(char) ? char : fallback(char);
  }
  return out;
}
