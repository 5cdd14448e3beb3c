/** What other features and the composition root may use of mailing by Lob (issue 28); the rest is its own. */
export type { AddressVerification, LobClient, ReturnAddress } from './lob-client.ts';
export { createLobClient, PrintServiceRefusedKey, PrintServiceUnavailable } from './lob-client.ts';
