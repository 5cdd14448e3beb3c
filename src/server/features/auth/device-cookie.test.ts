import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from '#server/crypto/cipher.ts';
import { issueDeviceCookie, trustedDeviceOf } from './device-cookie.ts';

const cipher = createCipher(randomBytes(32));

describe('device cookies', () => {
  it('trusts a cookie issued for the same account, and answers its nonce', () => {
    const cookie = issueDeviceCookie(cipher, 'rosa@example.com');
    expect(trustedDeviceOf(cipher, cookie, 'rosa@example.com')).toBe(cookie.split('.')[0]);
  });

  it('gives each sign-in its own nonce', () => {
    expect(issueDeviceCookie(cipher, 'rosa@example.com')).not.toBe(issueDeviceCookie(cipher, 'rosa@example.com'));
  });

  it("refuses another account's cookie, another server's, a tampered one and garbage", () => {
    const cookie = issueDeviceCookie(cipher, 'rosa@example.com');
    const [nonce = '', mac = ''] = cookie.split('.');
    expect(trustedDeviceOf(cipher, cookie, 'someone@example.com')).toBeNull();
    expect(trustedDeviceOf(createCipher(randomBytes(32)), cookie, 'rosa@example.com')).toBeNull();
    expect(trustedDeviceOf(cipher, `${nonce}x.${mac}`, 'rosa@example.com')).toBeNull();
    expect(trustedDeviceOf(cipher, `${nonce}.${mac.slice(1)}`, 'rosa@example.com')).toBeNull();
    expect(trustedDeviceOf(cipher, `${cookie}.extra`, 'rosa@example.com')).toBeNull();
    for (const garbage of [undefined, '', '.', 'abc', `.${mac}`, `${nonce}.`]) {
      expect(trustedDeviceOf(cipher, garbage, 'rosa@example.com')).toBeNull();
    }
  });
});
