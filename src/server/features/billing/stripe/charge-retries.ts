import Stripe from 'stripe';
import { type ChargeFailureKind, ChargeFailureKindSchema } from '#shared/schemas/admin.ts';

/**
 * How long a claimed charge may go unanswered before another run takes it up. Far beyond the longest a live run
 * spends on one charge (the SDK's 15 s timeout, tried 3 times): a claim this old was left by a run that died.
 */
export const CLAIM_TIMEOUT_MS = 15 * 60 * 1000;

/** Runs of one charge that may end without Stripe's verdict before the job stops and an admin is shown it. */
export const MAX_CHARGE_ATTEMPTS = 5;

/** The wait after the first such run, doubled after each: 5, 10, 20 and 40 minutes, then the job stops. */
const FIRST_RETRY_MS = 5 * 60 * 1000;

/** What a run that got no verdict leaves on the payment row. */
export interface ChargeFailure {
  attempts: number;
  retryAt: Date | null;
  stoppedAt: Date | null;
  lastError: string;
}

/** The row after one more run without a verdict: tried again later, or stopped once the attempts are spent. */
export function afterFailure(attempts: number, failure: string, now: Date): ChargeFailure {
  const next = attempts + 1;
  if (next >= MAX_CHARGE_ATTEMPTS) return { attempts: next, retryAt: null, stoppedAt: now, lastError: failure };
  return {
    attempts: next,
    retryAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (next - 1)),
    stoppedAt: null,
    lastError: failure,
  };
}

/**
 * The idempotency key of one Stripe call of one attempt at a charge, an attempt being named by its claim's time.
 * Stripe answers a key it saw in the last 24 hours with its first answer, a 500 included: within an attempt the
 * SDK's own retries are answered from that record (never a second invoice or payment), and each new attempt (after
 * a failure, a lost run, or an admin's retry, which spends the attempts again from none) is a new request.
 */
export const chargeKey = (paymentId: string, claimedAt: Date, step: string) =>
  `${paymentId}-${claimedAt.getTime()}-${step}`;

const MAX_ERROR_LENGTH = 500;

/**
 * Why a run got no verdict, as the admin reads it: its kind (translated on the screen) and Stripe's or our words.
 * A card's decline never comes here (it is a verdict), so neither does anything about the card.
 */
export function failureOf(error: unknown): string {
  if (error instanceof Stripe.errors.StripeConnectionError) return failureText('unreachable', error.message);
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ? ` ${error.statusCode}` : '';
    return failureText(
      'processor_error',
      `${error.rawType ?? error.type}${status}${error.code ? ` ${error.code}` : ''}: ${error.message}`,
    );
  }
  return failureText('internal', error instanceof Error ? error.message : String(error));
}

export const failureText = (kind: ChargeFailureKind, detail: string) => `${kind}: ${detail}`.slice(0, MAX_ERROR_LENGTH);

/** The kind and words of a stored failure (failureText); a text of another shape is our own error's. */
export function readChargeFailure(text: string | null): { reason: ChargeFailureKind; detail: string } {
  const [, kind, detail = ''] = /^(\w+): ([\s\S]*)$/.exec(text ?? '') ?? [];
  const reason = ChargeFailureKindSchema.safeParse(kind);
  return reason.success ? { reason: reason.data, detail } : { reason: 'internal', detail: text ?? '' };
}
