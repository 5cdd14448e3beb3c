import { describe, expect, it } from 'vitest';
import { isPdf, safePdfName } from './pdf-file.ts';

describe('isPdf', () => {
  it('takes a file with the PDF header and an end-of-file marker near its end', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))).toBe(true);
    // Incremental updates and trailing bytes after the marker are common.
    expect(isPdf(Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(600, 0x20)]))).toBe(true);
  });

  it('refuses anything else: another type renamed, a cut-short download, a marker too far from the end', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(isPdf(png)).toBe(false);
    expect(isPdf(Buffer.from('%PDF-1.7\n1 0 obj << /Length 5000 >> stream\n'))).toBe(false);
    expect(isPdf(Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(2000, 0x20)]))).toBe(false);
    expect(isPdf(Buffer.from('<html>%PDF-%%EOF</html>'))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });
});

describe('safePdfName', () => {
  it('keeps a plain name and adds the .pdf a name lacks', () => {
    expect(safePdfName('Experian report 2026.pdf')).toBe('Experian report 2026.pdf');
    expect(safePdfName('equifax')).toBe('equifax.pdf');
    expect(safePdfName('TransUnion.PDF')).toBe('TransUnion.pdf');
  });

  it('drops folders, quotes, control characters and accents', () => {
    expect(safePdfName('C:\\Users\\maria\\reporte de crédito.pdf')).toBe('reporte de credito.pdf');
    expect(safePdfName('../../etc/passwd')).toBe('passwd.pdf');
    expect(safePdfName('a"b\r\nContent-Type: text;.pdf')).toBe('a_b_Content-Type_ text.pdf');
  });

  it('falls back to a name of its own when nothing usable is left, and stays short', () => {
    expect(safePdfName(undefined)).toBe('credit-report.pdf');
    expect(safePdfName('"".pdf')).toBe('credit-report.pdf');
    expect(safePdfName('信用报告.pdf')).toBe('credit-report.pdf');
    expect(safePdfName(`${'x'.repeat(300)}.pdf`)).toHaveLength(100);
  });
});
