import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('csvCell', () => {
  it('writes plain text, numbers, booleans and nothing as they are', () => {
    expect(csvCell('Maria')).toBe('Maria');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-99)).toBe('-99');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a field with a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvCell('Lopez, Maria')).toBe('"Lopez, Maria"');
    expect(csvCell('the "best" client')).toBe('"the ""best"" client"');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+15551234567')).toBe("'+15551234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('=A1,B1')).toBe('"\'=A1,B1"');
  });

  it('quotes a semicolon, so a semicolon-separated spreadsheet (Spanish Excel) cannot split a formula out', () => {
    expect(csvCell("Ruiz;=cmd|' /C calc'!A0;")).toBe('"Ruiz;=cmd|\' /C calc\'!A0;"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('jo-ann@example.com')).toBe('jo-ann@example.com');
  });

  it('keeps unicode as it is', () => {
    expect(csvCell('José Núñez')).toBe('José Núñez');
    expect(csvCell('Ærøskøbing, 東京')).toBe('"Ærøskøbing, 東京"');
    expect(csvCell('😀')).toBe('😀');
  });
});

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
