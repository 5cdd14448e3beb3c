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

/** A source of tri-bureau reports to pull (the demo generator); a member's MISMO file is read by import-worker.ts. */
export interface CreditDataProvider {
  readonly name: 'demo';
  fetchReport(request: CreditPullRequest): Promise<ParsedCreditReport>;
}
