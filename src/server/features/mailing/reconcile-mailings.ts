import { HOUR_MS } from '#shared/constants/time.ts';
import type { LobClient } from './lob-client.ts';
import { applyLetterState, type TrackingDeps } from './track-letter.ts';
import { findMailingsToReconcile } from './tracking-queries.ts';

/**
 * A letter on its way is scanned about once a day; one not heard of for this long may have had an event that
 * never reached the webhook (down, refused, lost), so it is read back from Lob.
 */
export const RECONCILE_AFTER_MS = 6 * HOUR_MS;

/** Letters read back in one run, so a long backlog is worked through over several runs without holding one. */
const RECONCILE_BATCH = 100;

/**
 * What the webhook may have missed: each letter Lob holds that is not final and has not been heard of lately
 * is read back and applied exactly as an event would be. A letter Lob cannot find, or a failure to read one, is
 * logged and left for the next run; the others go on.
 */
export async function reconcileMailings(deps: TrackingDeps & { lob: LobClient }): Promise<void> {
  const now = deps.clock.now();
  const letterIds = await findMailingsToReconcile(deps.db, {
    heardBefore: new Date(now.getTime() - RECONCILE_AFTER_MS),
    now,
    limit: RECONCILE_BATCH,
  });
  for (const lobLetterId of letterIds) {
    try {
      const state = await deps.lob.retrieveLetter(lobLetterId);
      if (!state) {
        deps.log.warn({ lobLetter: lobLetterId }, 'a mailed letter is unknown to Lob');
        continue;
      }
      await applyLetterState(deps, state, 'reconcile');
    } catch (error) {
      deps.log.error({ err: error, lobLetter: lobLetterId }, 'reading a letter back from Lob failed');
    }
  }
}
