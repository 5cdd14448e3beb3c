/**
 * A WebAuthn ceremony (adding a passkey, or signing in with one) must be finished this soon after it started:
 * long enough for a member who looks for their phone, short enough that a stolen challenge is soon worthless.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** The member's own name for a passkey ("Work laptop"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** Several devices, not an unbounded list: each passkey is a row and an entry the browser is told to skip. */
export const MAX_PASSKEYS_PER_ACCOUNT = 20;
