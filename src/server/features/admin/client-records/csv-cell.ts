export type CsvValue = string | number | boolean | null;

/** A spreadsheet reads a cell starting with one of these as a formula (OWASP: CSV injection). */
const FORMULA_LEADS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * One field of an RFC 4180 line. Text is neutralised first: a leading formula character gets a `'` before it,
 * so a spreadsheet shows the text instead of running it. Numbers and booleans are ours, not a member's
 * words: they are written as they are, so a refund stays the number -99 rather than becoming text. Text is
 * quoted when it holds a comma, a semicolon, a quote, a tab, CR or LF, with its quotes doubled: a spreadsheet set to
 * the semicolon separator (Spanish Excel) would otherwise split `Ruiz;=cmd|…` and run the second half. Nothing (null) is an empty field.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_LEADS.some((lead) => value.startsWith(lead)) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
