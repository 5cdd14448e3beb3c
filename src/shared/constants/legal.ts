/** The documents a member can read before they sign anything; each is a real page, never a console log. */
export const LEGAL_DOCUMENT_IDS = ['terms', 'privacy', 'croa-rights', 'right-to-cancel'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];
