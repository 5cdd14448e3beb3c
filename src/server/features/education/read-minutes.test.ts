import { describe, expect, it } from 'vitest';
import { readMinutes } from './read-minutes.ts';

describe('readMinutes', () => {
  it('is one minute for a short text and for an empty one', () => {
    expect(readMinutes('')).toBe(1);
    expect(readMinutes('## A heading\n\nA few words.')).toBe(1);
  });

  it('counts words at 200 a minute, rounding up', () => {
    expect(readMinutes(Array.from({ length: 200 }, () => 'word').join(' '))).toBe(1);
    expect(readMinutes(Array.from({ length: 201 }, () => 'palabra').join(' '))).toBe(2);
  });

  it('counts neither Markdown marks nor link targets as words', () => {
    const marks = Array.from({ length: 300 }, () => '- **').join('\n');
    expect(readMinutes(marks)).toBe(1);
    const link = `[the law](https://www.law.cornell.edu/uscode/text/15/${'a/'.repeat(500)})`;
    expect(readMinutes(link)).toBe(1);
  });
});
