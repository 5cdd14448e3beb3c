import type { Language } from '#shared/constants/languages.ts';
import { type PaymentType, PLANS } from '#shared/constants/plans.ts';
import { BUSINESS_TIME_ZONE } from '#shared/rules/cancellation-deadline.ts';
import type { AgreementResponse } from '#shared/schemas/subscription.ts';
import { croaRightsDocument } from '../legal/documents/croa-rights.ts';
import { rightToCancelDocument } from '../legal/documents/right-to-cancel.ts';
import { serviceAgreementSections } from '../legal/documents/service-agreement.ts';
import type { LegalContext } from '../legal/legal-context.ts';

/**
 * The version of everything the member accepts (disclosure, contract, notice). Change it with any of their
 * texts: a member who accepted an older version is asked to accept again before paying.
 */
export const AGREEMENT_VERSION = '2026-11-22';

const CONTRACT_TITLE: Record<Language, string> = {
  en: 'Credit repair services agreement',
  es: 'Contrato de servicios de reparación de crédito',
};
const EASTERN: Record<Language, string> = { en: 'Eastern Time', es: 'hora del Este' };
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The last day of the window (dates are en-US in both languages): "11/25/2026, Eastern Time". */
export function formatCancelBy(deadline: Date, language: Language): string {
  const lastDay = new Date(deadline.getTime() - 1);
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(lastDay);
  return `${day}, ${EASTERN[language]}`;
}

/** CROA §§ 1679c–1679e in order: the disclosure first, then the contract, then the notice of cancellation. */
export function composeAgreement(
  paymentType: PaymentType,
  language: Language,
  context: LegalContext,
  rightToCancelEndsAt: Date,
): AgreementResponse {
  const plan = PLANS[paymentType];
  const cancelBy = formatCancelBy(rightToCancelEndsAt, language);
  return {
    version: AGREEMENT_VERSION,
    paymentType,
    language,
    rightToCancelEndsAt: rightToCancelEndsAt.toISOString(),
    disclosure: { id: 'croa-rights', language, ...croaRightsDocument(language) },
    contract: {
      title: CONTRACT_TITLE[language],
      sections: serviceAgreementSections(language, context, {
        planName: plan.name,
        price: money.format(plan.priceCents / 100),
        billing: plan.billing,
        allowance: plan.disputeAllowance,
        cancelBy,
      }),
    },
    cancellationNotice: { id: 'right-to-cancel', language, ...rightToCancelDocument(language, context, cancelBy) },
  };
}
