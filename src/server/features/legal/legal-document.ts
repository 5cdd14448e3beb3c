import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Billing } from '#shared/constants/plans.ts';
import type { LegalSection } from '#shared/schemas/legal.ts';

/** A document as its writer knows it; the route adds which document and which language it is. */
export type LegalDocumentBody = { version: string; title: string; sections: LegalSection[] };

/** The plan as the agreement states it; money and dates arrive formatted, so the text never formats. */
export interface AgreementTerms {
  /** The display name, e.g. "Professional". */
  planName: string;
  /** Formatted, e.g. "$120.00". */
  price: string;
  billing: Billing;
  /** Disputes: in total for a one-time plan, per billing period for a monthly one. */
  allowance: number;
  /** The formatted cancellation deadline, or null before the member has signed. */
  cancelBy: string | null;
  /** Who takes the payments, which decides how a charge that is due is paid (the card saved, or the payment link). */
  processor: PaymentProcessor;
}

/** Most sections are plain: conspicuous text is reserved for what the law wants in bold. */
export function section(heading: string | null, paragraphs: string[], items: string[] = []): LegalSection {
  return { heading, paragraphs, items, conspicuous: false };
}
