/**
 * A member may paste an SSN or a full account number into their own words; a letter must never carry one
 * in full. Any run of 9 or more digits (with spaces, dots, dashes or underscores between them, full-width
 * digits included once normalised) keeps only its last 4.
 */
const LONG_NUMBER = /\d(?:[\s.\-_\u2013\u2014]{0,3}\d){8,}/g;

export function maskLongNumbers(text: string): string {
  return text.normalize('NFKC').replace(LONG_NUMBER, (run) => {
    let toHide = run.replace(/\D/g, '').length - 4;
    // Separators stay, so "123-45-6789" reads as the familiar "XXX-XX-6789".
    return run.replace(/\d/g, (digit) => (toHide-- > 0 ? 'X' : digit));
  });
}

/** The last 4 characters of an identifier, or null when nothing usable is left. */
export function lastFour(value: string | null): string | null {
  const kept = (value ?? '').replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return kept === '' ? null : kept;
}
