/**
 * Amounts as a member types them ("1250", "$1,250.50") and as the API keeps them (integer cents). A comma is a
 * thousands separator only in its place ("1,250"): "12,50" is refused rather than read as twelve hundred fifty.
 */
const AMOUNT = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/** Cents for what was typed: null when blank, NaN when it is not an amount in dollars. */
export function centsFromDollars(typed: string): number | null {
  const text = typed.replace(/[\s$]/g, '');
  if (text === '') return null;
  const match = AMOUNT.exec(text);
  const [, sign, whole, fraction] = match ?? [];
  if (!match || (whole === undefined && fraction === undefined)) return Number.NaN;
  const cents = Number((whole ?? '0').replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** What the amount field shows for stored cents: plain digits, cents only when there are some. */
export function dollarsFromCents(cents: number | null): string {
  if (cents === null) return '';
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
