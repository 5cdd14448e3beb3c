import type { TFunction } from 'i18next';
import type { DisputePhase } from '#shared/rules/dispute-phase.ts';

/** Spec section 4's next step for the member, by where the dispute stands. */
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
