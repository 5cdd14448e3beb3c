import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from './cipher.ts';

describe('cipher', () => {
  const cipher = createCipher(randomBytes(32));

  it('gives back what it sealed, and never the same bytes twice', () => {
    const plain = Buffer.from('SSN 123-45-6789');
    const a = cipher.encrypt(plain);
    const b = cipher.encrypt(plain);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(plain)).toBe(false);
    expect(cipher.decrypt(a).toString()).toBe('SSN 123-45-6789');
  });

  it('refuses tampered data and another key', () => {
    const sealed = cipher.encrypt(Buffer.from('report'));
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createCipher(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('wants a 32-byte key', () => {
    expect(() => createCipher(randomBytes(16))).toThrow('32 bytes');
  });
});
