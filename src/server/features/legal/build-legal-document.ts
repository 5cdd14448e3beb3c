import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { LegalDocumentId } from '#shared/constants/legal.ts';
import type { LegalDocument } from '#shared/schemas/legal.ts';
import { croaRightsDocument } from './documents/croa-rights.ts';
import { privacyDocument } from './documents/privacy.ts';
import { rightToCancelDocument } from './documents/right-to-cancel.ts';
import { termsDocument } from './documents/terms.ts';
import { hidePlaceholders } from './hide-placeholders.ts';
import type { LegalContext } from './legal-context.ts';
import type { LegalDocumentBody } from './legal-document.ts';

/** How this installation runs, as the public documents must state it. */
export interface PublicLegalSettings {
  context: LegalContext;
  /** How a new plan is paid here. */
  processor: PaymentProcessor;
  /** Values of `context` still at their demo placeholder: never printed to a visitor. */
  placeholderValues: readonly string[];
}

function bodyOf(
  id: LegalDocumentId,
  language: Language,
  { context, processor, placeholderValues }: PublicLegalSettings,
): LegalDocumentBody {
  switch (id) {
    case 'croa-rights':
      return croaRightsDocument(language);
    // The public page is read before any contract exists, so there is no deadline to state yet.
    case 'right-to-cancel':
      return rightToCancelDocument(language, context, null, placeholderValues);
    case 'terms':
      return termsDocument(language, context, processor);
    case 'privacy':
      return privacyDocument(language, context);
  }
}

export function buildLegalDocument(
  id: LegalDocumentId,
  language: Language,
  settings: PublicLegalSettings,
): LegalDocument {
  const body = bodyOf(id, language, settings);
  return { id, language, ...body, sections: hidePlaceholders(body.sections, settings.placeholderValues, language) };
}
