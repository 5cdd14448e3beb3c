import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';

/** Who the report is about. */
export interface CreditSubject {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD when known (onboarding); a member without a profile is identified by their account. */
  dateOfBirth: string | null;
  /** Stable per person: the account id, or the draft's id during a visitor's onboarding. */
  identityKey: string;
  preferences?: { hasChildSupport: boolean; hasRepossession: boolean; hasBankruptcy: boolean };
}

export interface CreditPullRequest {
  subject: CreditSubject;
  /** The day of the pull (YYYY-MM-DD): dates in the report are relative to it. */
  asOf: string;
}

/** The providers an installation can be configured with (`CREDIT_PROVIDER`). */
export type CreditProviderName = 'demo' | 'mismo';

/**
 * What a provider does, as every page must describe it. Only a provider that `pullsFromBureau` may ask for consent
 * to a pull or speak of soft inquiries, waiting times or a report fee; none of ours does: the demo generates a
 * labelled sample, and with MISMO the member brings a vendor's file. Whatever the provider, a member can type
 * items in from the free reports every consumer can get.
 */
export interface CreditProviderTraits {
  readonly pullsFromBureau: boolean;
  /** A labelled sample report can be generated (demonstrations only). */
  readonly offersSample: boolean;
}

export const CREDIT_PROVIDER_TRAITS: Readonly<Record<CreditProviderName, CreditProviderTraits>> = {
  demo: { pullsFromBureau: false, offersSample: true },
  mismo: { pullsFromBureau: false, offersSample: false },
};

/** A source of tri-bureau reports to fetch (the demo generator); a member's MISMO file is read by import-worker.ts. */
export interface CreditDataProvider extends CreditProviderTraits {
  readonly name: CreditProviderName;
  fetchReport(request: CreditPullRequest): Promise<ParsedCreditReport>;
}
