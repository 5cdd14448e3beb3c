/** What other features and the composition root may use of letters; everything else in this folder is its own. */
export { BUREAU_ADDRESSES } from './bureau-addresses.ts';
export { composeLetter } from './compose-letter.ts';
export { letterToText } from './letter-text.ts';
export type {
  CampaignFacts,
  Letter,
  LetterConsumer,
  LetterRecipient,
  LetterRequest,
  StepLetterKind,
} from './letter-types.ts';
export { letterAsMailed, readLetterVersion } from './mailed-letter.ts';
export type { Doc } from './pdf-document.ts';
export {
  BOLD,
  bulletItem,
  keepTogether,
  MARGIN,
  openPdf,
  REGULAR,
  textOptions,
  writeFooters,
} from './pdf-document.ts';
export { renderLetterPdf } from './render-letter-pdf.ts';
export { sealLegacyLetters } from './seal-legacy-letters.ts';
export { openLetter, type SealedLetter, sealLetter } from './sealed-letter.ts';
export { toWinAnsi } from './win-ansi.ts';
