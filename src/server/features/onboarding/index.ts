/** What other features and the composition root may use of onboarding; everything else in this folder is its own. */
export { openProfile, toProfileView } from './draft-profile.ts';
export { purgeStaleDrafts } from './draft-queries.ts';
export type { IdImage } from './id-documents.ts';
export { readIdImages } from './id-documents.ts';
