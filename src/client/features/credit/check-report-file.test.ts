import { describe, expect, it } from 'vitest';
import { checkReportFile } from './check-report-file.ts';

describe('checkReportFile', () => {
  it('accepts XML up to 20 MB and refuses other files', () => {
    expect(checkReportFile({ name: 'report.xml', size: 1000, type: '' })).toBeNull();
    expect(checkReportFile({ name: 'REPORT', size: 1000, type: 'application/xml' })).toBeNull();
    expect(checkReportFile({ name: 'photo.png', size: 1000, type: 'image/png' })).toBe('not_xml');
    expect(checkReportFile({ name: 'big.xml', size: 20 * 1024 * 1024 + 1, type: 'text/xml' })).toBe('too_large');
  });
});
