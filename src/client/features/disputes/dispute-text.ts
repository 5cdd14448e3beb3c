import type { TFunction } from 'i18next';
import type { DisputePhase } from '#shared/rules/dispute-phase.ts';

/** The member's next step, by where the dispute stands (docs/product-rules.md, Disputes). */
export function nextActionText(t: TFunction, phase: DisputePhase): string {
  switch (phase) {
    case 'ready_to_mail':
    case 'mailed':
    case 'partly_answered':
      return t(`disputes.nextAction.${phase}`);
    default:
      return t('disputes.nextAction.none');
  }
}
