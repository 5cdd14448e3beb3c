import type { Language } from '#shared/constants/languages.ts';
import type { LegalDocumentId } from '#shared/constants/legal.ts';
import type { LegalDocument } from '#shared/schemas/legal.ts';
import { croaRightsDocument } from './documents/croa-rights.ts';
import { privacyDocument } from './documents/privacy.ts';
import { rightToCancelDocument } from './documents/right-to-cancel.ts';
import { termsDocument } from './documents/terms.ts';
import type { LegalContext } from './legal-context.ts';
import type { LegalDocumentBody } from './legal-document.ts';

function bodyOf(id: LegalDocumentId, language: Language, context: LegalContext): LegalDocumentBody {
  switch (id) {
    case 'croa-rights':
      return croaRightsDocument(language);
    // The public page is read before any contract exists, so there is no deadline to state yet.
    case 'right-to-cancel':
      return rightToCancelDocument(language, context, null);
    case 'terms':
      return termsDocument(language, context);
    case 'privacy':
      return privacyDocument(language, context);
  }
}

export function buildLegalDocument(id: LegalDocumentId, language: Language, context: LegalContext): LegalDocument {
  return { id, language, ...bodyOf(id, language, context) };
}
