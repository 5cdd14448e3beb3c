import type { DisputePhase } from './dispute-phase.ts';

/**
 * Spec section 4's bar in thirds, over the steps the member lives through: letters ready to mail (33), mailed
 * and waiting for the bureaus (66, answers arriving included), answered by all (100). Nothing to show before
 * the letters exist or for a withdrawn draft.
 */
export function progressOfPhase(phase: DisputePhase): number {
  switch (phase) {
    case 'ready_to_mail':
      return 33;
    case 'mailed':
    case 'partly_answered':
      return 66;
    case 'resolved':
    case 'resolved_in_part':
    case 'rejected':
      return 100;
    default:
      return 0;
  }
}
