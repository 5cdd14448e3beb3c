import type { ClientRecord } from '#shared/schemas/admin.ts';
import type { CsvValue } from './csv-cell.ts';
import { csvRow } from './csv-row.ts';

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
