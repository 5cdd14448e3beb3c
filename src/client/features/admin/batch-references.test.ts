import { describe, expect, it } from 'vitest';
import { readBatchReferences } from './batch-references.ts';

describe('readBatchReferences', () => {
  it('keeps the trimmed references, leaves blank members out and says why a reference is refused', () => {
    expect(
      readBatchReferences({
        a: '  INV-1042 ',
        b: '',
        c: '   ',
        d: 'abc',
        e: 'x'.repeat(101),
      }),
    ).toEqual({
      references: { a: 'INV-1042' },
      errors: { d: 'admin.activate.referenceRequired', e: 'admin.activate.referenceTooLong' },
    });
  });

  it('answers nothing for nothing typed', () => {
    expect(readBatchReferences({})).toEqual({ references: {}, errors: {} });
  });
});
