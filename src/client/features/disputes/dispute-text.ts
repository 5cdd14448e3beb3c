import type { TFunction } from 'i18next';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { FORM_REASON_KEYS, isFormReason } from './form-reason-keys.ts';

/** Why the member disputes the item, in their language: the form's reason when they used it, else the code's. */
export function reasonLabel(t: TFunction, dispute: Pick<DisputeResponse, 'reasonText' | 'disputeReason'>): string {
  return isFormReason(dispute.reasonText)
    ? t(`disputes.formReason.${FORM_REASON_KEYS[dispute.reasonText]}`)
    : t(`credit.reason.${dispute.disputeReason}`);
}

/** Spec section 4's next step for the member, by the dispute's status. */
export function nextActionText(t: TFunction, status: DisputeStatus): string {
  switch (status) {
    case 'sent':
      return t('disputes.nextAction.sent');
    case 'in_review':
      return t('disputes.nextAction.in_review');
    case 'resolved':
      return t('disputes.nextAction.resolved');
    default:
      return t('disputes.nextAction.none');
  }
}
