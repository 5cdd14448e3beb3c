/**
 * What a dispute letter can print: the WinAnsi set of the standard PDF fonts, that is the Latin alphabet
 * with the accents of Western European languages (á, é, ñ, ü, ç…), the usual punctuation, typographic
 * quotes, € and §. US bureaus file names and addresses in Latin letters, so a name or an address is held
 * to this set where it is typed (decision 008).
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** One character (one code point) the letter fonts print. */
export function isLetterCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/** Whether a letter prints every character of the text; accents typed as separate marks count once composed. */
export function printsInLetter(text: string): boolean {
  for (const char of text.normalize('NFC')) if (!isLetterCharacter(char)) return false;
  return true;
}
