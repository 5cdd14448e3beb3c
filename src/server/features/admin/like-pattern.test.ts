import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern.ts';

describe('likePattern', () => {
  it('finds the text anywhere', () => {
    expect(likePattern('lopez')).toBe('%lopez%');
  });

  it('matches the wildcards and the escape character literally', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
