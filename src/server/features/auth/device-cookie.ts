import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cipher } from '#server/crypto/cipher.ts';

/**
 * OWASP's device cookie: proof that this browser has signed in to this account before, so that strangers'
 * failed guesses (which lock out untrusted clients) never lock out the owner's own browser.
 */
export const DEVICE_COOKIE = 'cp_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const macOf = (cipher: Cipher, account: string, nonce: string) => cipher.mac('device-cookie', `${account}:${nonce}`);

/** `<nonce>.<mac>`: the nonce names the device for its own failure budget, the MAC binds it to the account. */
export function issueDeviceCookie(cipher: Cipher, account: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${macOf(cipher, account, nonce)}`;
}

/** The nonce of a device cookie we issued for this (normalised) email; null for none, a forgery or another account's. */
export function trustedDeviceOf(cipher: Cipher, cookie: string | undefined, account: string): string | null {
  const [nonce, mac, ...rest] = (cookie ?? '').split('.');
  if (!nonce || !mac || rest.length > 0) return null;
  const expected = Buffer.from(macOf(cipher, account, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Secure whenever the session cookie is: served over https, directly or as PUBLIC_URL declares. */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  publicOrigin: string | null,
): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || (publicOrigin?.startsWith('https:') ?? false),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
