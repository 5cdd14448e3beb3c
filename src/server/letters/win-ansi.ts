/**
 * pdfkit's standard fonts (Helvetica) encode text as WinAnsi; any other character would print as nothing.
 * The member's own words may hold one (an emoji, a CJK name), so it becomes "?" rather than vanish.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

export function toWinAnsi(text: string): string {
  if (/^[\x20-\x7e\n]*$/.test(text)) return text;
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    out += char === '\n' || isWinAnsi(char) ? char : '?';
  }
  return out;
}
