import type { LegalContext } from '#server/features/legal/index.ts';
import { croaRightsDocument, rightToCancelDocument, serviceAgreementSections } from '#server/features/legal/index.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Language } from '#shared/constants/languages.ts';
import { type PaymentType, PLANS } from '#shared/constants/plans.ts';
import { EASTERN_TIME_ZONE } from '#shared/constants/time.ts';
import { closingZoneOf } from '#shared/rules/cancellation-deadline.ts';
import type { AgreementResponse } from '#shared/schemas/subscription.ts';

/**
 * The version of everything the member accepts (disclosure, contract, notice). Change it with any of their
 * texts: a member who accepted an older version is asked to accept again before paying.
 */
export const AGREEMENT_VERSION = '2026-11-28.2';

const CONTRACT_TITLE: Record<Language, string> = {
  en: 'Credit repair services agreement',
  es: 'Contrato de servicios de reparación de crédito',
};
/** The plan's name as the plan cards show it in each language (client locales, `plans.name`). */
const PLAN_NAME: Record<Language, Record<PaymentType, string>> = {
  en: { per_dispute: PLANS.per_dispute.name, monthly: PLANS.monthly.name, premium: PLANS.premium.name },
  es: { per_dispute: 'Básico', monthly: 'Profesional', premium: 'Premium' },
};
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeIn = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });

const CLOSING_PLACE: Readonly<Record<string, Record<Language, string>>> = {
  'Pacific/Honolulu': { en: 'Hawaii time', es: 'hora de Hawái' },
  'Pacific/Pago_Pago': { en: 'American Samoa time', es: 'hora de Samoa Americana' },
};

/**
 * The deadline as the notice's "before midnight on …" needs it (dates en-US in both languages): the last day
 * where the window closes (Hawaii, or American Samoa for a member there), and the same moment on the East Coast
 * so few have to convert.
 */
export function formatCancelBy(deadline: Date, language: Language): string {
  const zone = closingZoneOf(deadline);
  const lastDay = dayIn(zone).format(new Date(deadline.getTime() - 1));
  const place = CLOSING_PLACE[zone]?.[language] ?? zone;
  const eastern = `${timeIn(EASTERN_TIME_ZONE).format(deadline)}, ${dayIn(EASTERN_TIME_ZONE).format(deadline)}`;
  return language === 'es'
    ? `${lastDay}, ${place} (es decir, ${eastern}, hora del Este)`
    : `${lastDay}, ${place} (that is ${eastern}, Eastern Time)`;
}

export type AgreementSummary = NonNullable<AgreementResponse['summary']>;

/** Who contracts, for which plan at which price: the signed copy's first lines. */
export function agreementSummary(
  paymentType: PaymentType,
  language: Language,
  context: LegalContext,
): AgreementSummary {
  return {
    businessName: context.businessName,
    businessAddress: context.businessAddress,
    planName: PLAN_NAME[language][paymentType],
    price: money.format(PLANS[paymentType].priceCents / 100),
  };
}

/**
 * CROA §§ 1679c–1679e in order: the disclosure first, then the contract, then the notice of cancellation.
 * `processor` is the one the new plan will be paid through: it decides how the contract says a charge is paid.
 */
export function composeAgreement(
  paymentType: PaymentType,
  language: Language,
  context: LegalContext,
  rightToCancelEndsAt: Date,
  processor: PaymentProcessor,
): AgreementResponse {
  const plan = PLANS[paymentType];
  const cancelBy = formatCancelBy(rightToCancelEndsAt, language);
  const summary = agreementSummary(paymentType, language, context);
  return {
    version: AGREEMENT_VERSION,
    paymentType,
    language,
    rightToCancelEndsAt: rightToCancelEndsAt.toISOString(),
    disclosure: { id: 'croa-rights', language, ...croaRightsDocument(language) },
    contract: {
      title: CONTRACT_TITLE[language],
      sections: serviceAgreementSections(language, context, {
        planName: summary.planName,
        price: summary.price,
        billing: plan.billing,
        allowance: plan.disputeAllowance,
        cancelBy,
        processor,
      }),
    },
    cancellationNotice: { id: 'right-to-cancel', language, ...rightToCancelDocument(language, context, cancelBy) },
    summary,
  };
}

/** An acceptance as the API shows it, from a stored row or from a visitor's draft (where instants are text). */
export function toAcceptedAgreement(agreement: {
  paymentType: PaymentType;
  version: string;
  acceptedAt: Date | string;
  rightToCancelEndsAt: Date | string;
}) {
  return {
    paymentType: agreement.paymentType,
    version: agreement.version,
    acceptedAt: new Date(agreement.acceptedAt).toISOString(),
    rightToCancelEndsAt: new Date(agreement.rightToCancelEndsAt).toISOString(),
  };
}
