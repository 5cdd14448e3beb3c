import { describe, expect, it } from 'vitest';
import { reportLineage } from './report-lineage.ts';

const imported = {
  source: 'mismo',
  format: 'mismo-3.4',
  reportIdentifier: '815881',
  borrowerFirstName: 'CONDI',
  borrowerLastName: 'TESTCASE',
};

describe('reportLineage', () => {
  it('reads every demo report of a member as one file', () => {
    const demo = { ...imported, source: 'demo', format: 'demo' };
    expect(reportLineage(demo)).toBe(reportLineage({ ...demo, reportIdentifier: 'DEMO-OTHER' }));
    expect(reportLineage(demo)).not.toBe(reportLineage(imported));
  });

  it('takes two imports for one file when the vendor’s report number, the borrower and the version agree', () => {
    expect(reportLineage({ ...imported, reportIdentifier: ' 815881 ', borrowerFirstName: 'Condi ' })).toBe(
      reportLineage(imported),
    );
    for (const other of [{ reportIdentifier: '815879' }, { borrowerFirstName: 'CARY' }, { format: 'mismo-2.3.1' }]) {
      expect(reportLineage({ ...imported, ...other })).not.toBe(reportLineage(imported));
    }
  });

  it('compares an import without a report number or a borrower’s name, or another source, with nothing', () => {
    expect(reportLineage({ ...imported, reportIdentifier: null })).toBeNull();
    expect(reportLineage({ ...imported, reportIdentifier: '  ' })).toBeNull();
    expect(reportLineage({ ...imported, borrowerFirstName: '', borrowerLastName: '' })).toBeNull();
    expect(reportLineage({ ...imported, source: 'manual' })).toBeNull();
  });
});
