import { describe, expect, it } from 'vitest';
import { csvRow } from './csv-row.ts';

describe('csvRow', () => {
  it('joins the fields with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, true, null, 'b'])).toBe('a,1,true,,b\r\n');
  });

  it('quotes and neutralises each field on its own', () => {
    expect(csvRow(['Lopez, Maria', '=cmd', -42.5, 'say "hi"\n'])).toBe(
      '"Lopez, Maria",\'=cmd,-42.5,"say ""hi""\n"\r\n',
    );
  });

  it('writes an empty record as an empty line', () => {
    expect(csvRow([])).toBe('\r\n');
  });
});
