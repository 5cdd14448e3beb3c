import { type CsvValue, csvCell } from './csv-cell.ts';

/** One RFC 4180 record with its CRLF line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
