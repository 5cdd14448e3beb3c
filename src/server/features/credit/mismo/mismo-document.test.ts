import { describe, expect, it } from 'vitest';
import { toReportFormat } from './mismo-document.ts';

describe('toReportFormat', () => {
  it.each([
    ['2.4', '2', 'mismo-2.4'],
    ['2.3.1', '2', 'mismo-2.3.1'],
    [' 2.3 ', '2', 'mismo-2.3'],
    ['2.3.1a', '2', 'mismo-2.3.1'],
    ['3.4', '2', 'mismo-2.3.1'],
    [null, '2', 'mismo-2.3.1'],
    ['3.4.032420160128', '3', 'mismo-3.4'],
    ['3.6', '3', 'mismo-3.6'],
    ['3.4.0[B324]', '3', 'mismo-3.4'],
    ['201703', '3', 'mismo-3.4'],
    [null, '3', 'mismo-3.4'],
  ] as const)('reads the declared version %s of a MISMO %s.x document as %s', (declared, family, format) => {
    expect(toReportFormat(declared, family)).toBe(format);
  });
});
