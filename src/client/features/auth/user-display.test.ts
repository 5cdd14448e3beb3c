import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './user-display.ts';

describe('initialsOf', () => {
  it('takes the first letter of both names', () => {
    expect(initialsOf({ firstName: 'maría', lastName: 'López' })).toBe('ML');
  });
  it('works with one name and falls back to U with none', () => {
    expect(initialsOf({ firstName: 'Ana', lastName: '' })).toBe('A');
    expect(initialsOf({ firstName: ' ', lastName: null })).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});

describe('displayNameOf', () => {
  it('joins both names and falls back when there are none', () => {
    expect(displayNameOf({ firstName: 'Ana', lastName: 'Ruiz' }, 'User')).toBe('Ana Ruiz');
    expect(displayNameOf({ firstName: 'Ana' }, 'User')).toBe('Ana');
    expect(displayNameOf({}, 'Usuario')).toBe('Usuario');
  });
});
