/**
 * When a member's write is sent again with its Idempotency-Key (decision 025), by the browser's client
 * (`src/client/lib/api-client.ts`) and by bench/failover.ts, which sends as the client does.
 */

/**
 * The answers after which such a write is sent again, which is safe, a few times before the member is told: the
 * proxy's when the instance it chose failed with the request (502, 504) or when it had none to send it to (503, as
 * is the server's own "not now" under load). Neither 503 did the work.
 */
export const RESENT_AFTER: ReadonlySet<number> = new Set([502, 503, 504]);
export const RESENDS = 2;
export const RESEND_DELAY_MS = 500;

/**
 * How long a repeat waits for the first try of the same call still running on the server (409
 * IDEMPOTENCY_KEY_IN_FLIGHT): past the 30 seconds after which the server takes over a try its instance lost.
 */
export const IN_FLIGHT_WAIT_MS = 40_000;
