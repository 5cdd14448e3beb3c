import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string.ts';

describe('withQuery', () => {
  it('adds the values that are set, encoded, in order', () => {
    expect(withQuery('/api/x', { search: 'ana & co', status: undefined, page: 2, dateFrom: '' })).toBe(
      '/api/x?search=ana+%26+co&page=2',
    );
  });

  it('leaves a path alone when nothing is set', () => {
    expect(withQuery('/api/x', { search: undefined })).toBe('/api/x');
  });
});
