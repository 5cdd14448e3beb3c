/** What other features and the composition root may use of legal; everything else in this folder is its own. */
export { croaRightsDocument } from './documents/croa-rights.ts';
export { rightToCancelDocument } from './documents/right-to-cancel.ts';
export { serviceAgreementSections } from './documents/service-agreement.ts';
export type { LegalContext } from './legal-context.ts';
