import { createHash, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '#shared/constants/accounts.ts';

/** RFC 4226 asks for at least 128 bits; 160 is what SHA-1 authenticator apps expect. */
const SECRET_BYTES = 20;

// Lower-case letters and digits without the look-alikes 0/o and 1/l/i: typed from paper without doubt.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF_LENGTH = 5;

function totpFor(secretBase32: string, account?: { issuer: string; label: string }): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    ...(account ?? {}),
  });
}

/** The otpauth:// URL an authenticator app scans for a secret (base32). */
export const otpauthUrlOf = (secretBase32: string, account: { issuer: string; label: string }) =>
  totpFor(secretBase32, account).toString();

/** A fresh secret (base32) and the otpauth:// URL an authenticator app scans. */
export function createTotpSecret(account: { issuer: string; label: string }): {
  secret: string;
  otpauthUrl: string;
} {
  const secret = new OTPAuth.Secret({ size: SECRET_BYTES }).base32;
  return { secret, otpauthUrl: otpauthUrlOf(secret, account) };
}

/**
 * The time step a 6-digit code belongs to, when it is good at `now` give or take TOTP_WINDOW_STEPS; the
 * caller keeps the highest step used so that a code is good once.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpFor(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

export const isTotpCode = (code: string) => /^\d+$/.test(code);

function randomRecoveryHalf(): string {
  let half = '';
  for (let i = 0; i < RECOVERY_HALF_LENGTH; i += 1) half += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return half;
}

/** `count` single-use codes, xxxxx-xxxxx, from the crypto random source (about 49 bits each). */
export function createRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => `${randomRecoveryHalf()}-${randomRecoveryHalf()}`);
}

/** What is stored for a recovery code; case and surrounding spaces do not matter when typed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}
