import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createRecoveryCodes, createTotpSecret, hashRecoveryCode, isTotpCode, totpStepOf } from './two-factor-codes.ts';

const now = new Date('2026-11-22T15:00:10Z');
const account = { issuer: 'CreditPath LLC', label: 'alex@example.com' };

const codeAt = (secret: string, date: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: date.getTime() });
const seconds = (offset: number) => new Date(now.getTime() + offset * 1000);

describe('createTotpSecret', () => {
  it('makes a 160-bit base32 secret and the URL an authenticator app scans', () => {
    const { secret, otpauthUrl } = createTotpSecret(account);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect([url.protocol, url.host, decodeURIComponent(url.pathname)]).toEqual([
      'otpauth:',
      'totp',
      '/CreditPath LLC:alex@example.com',
    ]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'CreditPath LLC',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(createTotpSecret(account).secret).not.toBe(secret);
  });
});

describe('totpStepOf', () => {
  const { secret } = createTotpSecret(account);
  const step = Math.floor(now.getTime() / 30_000);

  it('answers the step of a code one step early, on time or one step late', () => {
    expect(totpStepOf(secret, codeAt(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, codeAt(secret, seconds(-30)), now)).toBe(step - 1);
    expect(totpStepOf(secret, codeAt(secret, seconds(30)), now)).toBe(step + 1);
  });

  it('refuses codes further off, and codes of another secret', () => {
    expect(totpStepOf(secret, codeAt(secret, seconds(-90)), now)).toBeNull();
    expect(totpStepOf(secret, codeAt(secret, seconds(90)), now)).toBeNull();
    expect(totpStepOf(createTotpSecret(account).secret, codeAt(secret, now), now)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('makes distinct xxxxx-xxxxx codes without look-alike characters', () => {
    const codes = createRecoveryCodes(200);
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hashes a code whatever its case and surrounding spaces, never keeping it as typed', () => {
    const hash = hashRecoveryCode('abcde-23456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(' ABCDE-23456 ')).toBe(hash);
    expect(hashRecoveryCode('abcde-23457')).not.toBe(hash);
  });

  it('tells an app code from a recovery code', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('abcde-23456')).toBe(false);
  });
});
