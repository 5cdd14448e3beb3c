import { describe, expect, it } from 'vitest';
import { shortId } from './short-id.ts';

describe('shortId', () => {
  it('keeps the first 8 characters', () => {
    expect(shortId('1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d')).toBe('1a2b3c4d');
    expect(shortId('abc')).toBe('abc');
  });
});
