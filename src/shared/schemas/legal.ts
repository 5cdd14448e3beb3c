import { z } from 'zod';
import { LANGUAGES } from '../constants/languages.ts';
import { LEGAL_DOCUMENT_IDS } from '../constants/legal.ts';

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
 * Who runs this installation, as the server is configured; `placeholders` names settings still at their demo
 * value; `creditProvider` says which credit check is offered (the demo one shows sample data, MISMO has none).
 */
export const SiteInfoSchema = z.object({
  businessName: z.string(),
  businessAddress: z.string(),
  supportEmail: z.string(),
  placeholders: z.array(z.enum(['BUSINESS_ADDRESS', 'SUPPORT_EMAIL'])),
  creditProvider: z.enum(['demo', 'mismo']),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
