import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '#server/errors.ts';
import type { AdminKeyRefusal } from '#shared/constants/billing.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Activation needs the configured key as well as an admin session. Both sides are hashed first so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function checkAdminKey(configured: string | null, given: string | undefined): void {
  if (configured !== null && given !== undefined && timingSafeEqual(digest(configured), digest(given))) return;
  const reason: AdminKeyRefusal = configured === null ? 'not_configured' : given === undefined ? 'missing' : 'wrong';
  throw new AppError('ADMIN_KEY_REQUIRED', 403, 'Admin Key Required', { reason });
}
