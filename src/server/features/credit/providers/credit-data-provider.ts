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
  /** The member's own file, for providers that read one (MISMO). */
  document?: Buffer;
}

/** A source of tri-bureau reports: the demo generator, or an imported MISMO document. */
export interface CreditDataProvider {
  readonly name: 'demo' | 'mismo';
  fetchReport(request: CreditPullRequest): Promise<ParsedCreditReport>;
}
