import { describe, expect, it } from 'vitest';
import { auditDetailLines } from './audit-details.ts';

describe('auditDetailLines', () => {
  it('writes each detail as key: value, a missing one as a dash', () => {
    expect(auditDetailLines({ bureau: 'experian', rows: 12, preview: false, status: null })).toEqual([
      'bureau: experian',
      'rows: 12',
      'preview: false',
      'status: —',
    ]);
  });
});
