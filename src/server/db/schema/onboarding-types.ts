import type { Language } from '#shared/constants/languages.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { AgreementResponse } from '#shared/schemas/subscription.ts';

/** The FCRA consent a visitor gave before their pull, recorded on the account when it is created. */
export interface DraftConsent {
  consentedAt: string;
  recordedAt: string;
  permissiblePurpose: string;
  ipAddress: string;
  userAgent: string | null;
}

/** A visitor's acceptance of the CROA agreement, moved into agreement_acceptances with the account. */
export interface DraftAgreement {
  paymentType: PaymentType;
  version: string;
  language: Language;
  acceptedAt: string;
  rightToCancelEndsAt: string;
  ipAddress: string;
  userAgent: string | null;
  document: AgreementResponse;
}
