import type { DisputePhase } from './dispute-phase.ts';

/**
 * A bar in thirds (docs/product-rules.md, Disputes) over the steps the member lives through: ready to mail (33), mailed
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
