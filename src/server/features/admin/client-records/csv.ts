import type { ClientRecord } from '#shared/schemas/admin.ts';

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

/** One RFC 4180 record with its CRLF line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * The export's columns, named as the API names the fields so the file reads the same in either language.
 * Money is written in dollars as a plain decimal number (a refund total is negative and stays a number).
 */
const COLUMNS: readonly [string, (record: ClientRecord) => CsvValue][] = [
  ['id', (record) => record.id],
  ['email', (record) => record.email],
  ['firstName', (record) => record.firstName],
  ['lastName', (record) => record.lastName],
  ['phoneNumber', (record) => record.phoneNumber],
  ['onboardingCompleted', (record) => record.onboardingCompleted],
  ['registrationDate', (record) => record.registrationDate],
  ['lastLoginDate', (record) => record.lastLoginDate],
  ['subscriptionStatus', (record) => record.subscriptionStatus],
  ['subscriptionTier', (record) => record.subscriptionTier],
  ['isAdmin', (record) => record.isAdmin],
  ['totalDisputes', (record) => record.totalDisputes],
  ['activeDisputes', (record) => record.activeDisputes],
  ['resolvedDisputes', (record) => record.resolvedDisputes],
  ['totalPaymentsUsd', (record) => record.totalPaymentsCents / 100],
  ['creditScore', (record) => record.creditScore],
];

/** The byte order mark that makes Excel read the file as UTF-8 (accented names stay accented). */
const BOM = '\uFEFF';

export const clientRecordsCsvHeader = () => BOM + csvRow(COLUMNS.map(([header]) => header));

export const clientRecordCsvRow = (record: ClientRecord) => csvRow(COLUMNS.map(([, value]) => value(record)));
