import { z } from 'zod';
import { PAYMENT_PROCESSORS } from '#shared/constants/billing.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { LEGAL_DOCUMENT_IDS } from '#shared/constants/legal.ts';
import { REPORT_WAYS } from '#shared/constants/onboarding.ts';

export const LegalSectionSchema = z.object({
  heading: z.string().nullable(),
  paragraphs: z.array(z.string()),
  /** A bulleted list after the paragraphs (empty when the section has none). */
  items: z.array(z.string()),
  /** Text the law wants conspicuous (bold face), such as the right-to-cancel statement. */
  conspicuous: z.boolean(),
});
export type LegalSection = z.infer<typeof LegalSectionSchema>;

export const LegalDocumentSchema = z.object({
  id: z.enum(LEGAL_DOCUMENT_IDS),
  version: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  sections: z.array(LegalSectionSchema),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

export const LegalDocumentParamsSchema = z.strictObject({ id: z.enum(LEGAL_DOCUMENT_IDS) });
export const LanguageQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES).optional() });

/**
 * Who runs this installation, as the server is configured. A setting still at its demo value is named in
 * `placeholders` and answered as null, so no page prints it to a visitor; `paymentProcessor` is how a new plan
 * would be paid (it decides when money is taken); `creditProvider` names the credit provider, `pullsFromBureau`
 * says whether it gets reports from a bureau (only then may a page speak of consent to a pull, soft inquiries,
 * timing or fees), and `reportWays` are the ways a person can bring their report here, in the order offered.
 */
export const SiteInfoSchema = z.object({
  businessName: z.string(),
  businessAddress: z.string().nullable(),
  supportEmail: z.string().nullable(),
  placeholders: z.array(z.enum(['BUSINESS_ADDRESS', 'SUPPORT_EMAIL'])),
  paymentProcessor: z.enum(PAYMENT_PROCESSORS),
  creditProvider: z.enum(['demo', 'mismo']),
  pullsFromBureau: z.boolean(),
  reportWays: z.array(z.enum(REPORT_WAYS)),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

/** The landing page's figures, counted from the records; null until they pass the configured thresholds. */
export const SiteFiguresResponseSchema = z.object({
  figures: z
    .object({
      membersHelped: z.number().int(),
      lettersPrepared: z.number().int(),
      outcomesRecorded: z.number().int(),
      deletedPercent: z.number().int().min(0).max(100),
    })
    .nullable(),
});
export type SiteFiguresResponse = z.infer<typeof SiteFiguresResponseSchema>;
