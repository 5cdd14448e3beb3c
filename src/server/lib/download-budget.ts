import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { type AttemptLimiter, hourlyLimiter } from './attempt-limiter.ts';

/**
 * Files a member reads back, each opened and rendered (a letter) or decrypted (up to 10 MB) on request, share
 * one budget: printing every letter of a Premium month (15 disputes to three bureaus) is 45 downloads, so 120
 * an hour lets a member print them all twice more, while a script looping on a download stops within seconds.
 */
export const FILE_DOWNLOADS_PER_HOUR = 120;

/** The budget of letter PDFs, bureau answer letters, report PDFs and signed agreements, counted per member on every instance. */
export function createDownloadBudget(deps: { db: Executor; clock: Clock }): AttemptLimiter {
  return hourlyLimiter(deps, 'file_downloads', FILE_DOWNLOADS_PER_HOUR);
}
