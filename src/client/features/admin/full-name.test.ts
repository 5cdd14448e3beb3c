import { describe, expect, it } from 'vitest';
import { fullName } from './full-name.ts';

describe('fullName', () => {
  it('joins the names, or falls back to the email', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' })).toBe('Ana Ruiz');
    expect(fullName({ firstName: '', lastName: '', email: 'ana@example.com' })).toBe('ana@example.com');
  });
});
