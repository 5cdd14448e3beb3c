import { describe, expect, it } from 'vitest';
import { type CsvValue, csvCell, csvRow } from './csv.ts';

describe('csvCell', () => {
  it.each<[string, [CsvValue, string][]]>([
    [
      'writes plain text, numbers, booleans and nothing as they are',
      [
        ['Maria', 'Maria'],
        [12.5, '12.5'],
        [-99, '-99'],
        [0, '0'],
        [true, 'true'],
        [null, ''],
        ['', ''],
      ],
    ],
    [
      'quotes a field with a comma, a quote, CR or LF, doubling the quotes',
      [
        ['Lopez, Maria', '"Lopez, Maria"'],
        ['the "best" client', '"the ""best"" client"'],
        ['"', '""""'],
        ['line one\nline two', '"line one\nline two"'],
        ['line one\r\nline two', '"line one\r\nline two"'],
      ],
    ],
    [
      'neutralises text that a spreadsheet would run as a formula',
      [
        ['=1+1', "'=1+1"],
        ['+15551234567', "'+15551234567"],
        ['-2+3', "'-2+3"],
        ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
        ['\tcmd', '"\'\tcmd"'],
        ['\rcmd', '"\'\rcmd"'],
        ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
        ['=A1,B1', '"\'=A1,B1"'],
      ],
    ],
    [
      'quotes a semicolon, so a semicolon-separated spreadsheet (Spanish Excel) cannot split a formula out',
      [
        ["Ruiz;=cmd|' /C calc'!A0;", '"Ruiz;=cmd|\' /C calc\'!A0;"'],
        ['a\tb', '"a\tb"'],
      ],
    ],
    [
      'leaves a formula character inside the text alone',
      [
        ['a=b', 'a=b'],
        ['jo-ann@example.com', 'jo-ann@example.com'],
      ],
    ],
    [
      'keeps unicode as it is',
      [
        ['José Núñez', 'José Núñez'],
        ['Ærøskøbing, 東京', '"Ærøskøbing, 東京"'],
        ['😀', '😀'],
      ],
    ],
  ])('%s', (_rule, cases) => {
    for (const [value, cell] of cases) expect(csvCell(value), JSON.stringify(value)).toBe(cell);
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
