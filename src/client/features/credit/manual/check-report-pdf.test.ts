import { describe, expect, it } from 'vitest';
import { checkReportPdf, fileSize } from './check-report-pdf.ts';

const MB = 1024 * 1024;

describe('checkReportPdf', () => {
  it('accepts a PDF of up to 10 MB, known by its type or its name', () => {
    expect(checkReportPdf({ name: 'experian.pdf', size: 2 * MB, type: 'application/pdf' })).toBeNull();
    expect(checkReportPdf({ name: 'EQUIFAX.PDF', size: 10 * MB, type: '' })).toBeNull();
  });

  it('refuses anything else, or a larger file, with the API’s own codes', () => {
    expect(checkReportPdf({ name: 'report.xml', size: 1000, type: 'text/xml' })).toBe('NOT_A_PDF');
    expect(checkReportPdf({ name: 'photo.jpg', size: 1000, type: 'image/jpeg' })).toBe('NOT_A_PDF');
    expect(checkReportPdf({ name: 'big.pdf', size: 10 * MB + 1, type: 'application/pdf' })).toBe('FILE_TOO_LARGE');
  });
});

describe('fileSize', () => {
  it('says kilobytes below a megabyte, megabytes to one decimal above', () => {
    expect(fileSize(200)).toBe('1 KB');
    expect(fileSize(240 * 1024)).toBe('240 KB');
    expect(fileSize(1.84 * MB)).toBe('1.8 MB');
  });
});
