/** What other features and the composition root may use of mailing by Lob (issue 28); the rest is its own. */
export type {
  AddressVerification,
  LetterToMail,
  LobClient,
  LobLetterState,
  ReturnAddress,
  TrackingScan,
} from './lob-client.ts';
export { createLobClient, letterStateOf, PrintServiceRefusedKey, PrintServiceUnavailable } from './lob-client.ts';
export { cancelQueuedLetters, resumeUnsentMailings } from './mail-letter.ts';
export { reconcileMailings } from './reconcile-mailings.ts';
