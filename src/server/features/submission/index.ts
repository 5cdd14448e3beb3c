/** What other features and the composition root may use of submission; everything else in this folder is its own. */
export { disputeDetailsOf, sealDisputeDetails, sealPlainDisputeDetails } from './dispute-details.ts';
export { generateLetters, generateStepLetter, LETTER_VERSIONS_KEPT, type StepLetter } from './generate-letters.ts';
export { insertDraft } from './queries.ts';
export { sendDisputes } from './service.ts';
