import { describe, expect, it } from 'vitest';
import { formatPhone, formatSsn } from './input-masks.ts';

describe('formatPhone', () => {
  it('formats as the member types', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('5551234')).toBe('(555) 123-4');
    expect(formatPhone('55512345678')).toBe('(555) 123-4567');
  });

  it('drops letters, extra digits and a pasted country code', () => {
    expect(formatPhone('555.123.4567 ext 9')).toBe('(555) 123-4567');
    expect(formatPhone('+1 (555) 123-4567')).toBe('(555) 123-4567');
  });
});

describe('formatSsn', () => {
  it('keeps nine digits with dashes', () => {
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
    expect(formatSsn('1234567890abc')).toBe('123-45-6789');
  });
});
