import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import type { InvoicePayment } from './invoice-payments.ts';
import { claimEvent, recordEventOutcome } from './stripe-queries.ts';

// What every event handler takes and answers. It lives here, not beside the dispatch in apply-stripe-event.ts,
// so the handlers and the dispatch that imports them do not import each other.

/** The part of a Stripe event read here; each type's object is checked against its own shape by its handler. */
export interface StripeEventInput {
  id: string;
  type: string;
  data: { object: unknown };
}

export interface ApplyContext {
  now: Date;
  cipher: Cipher;
  /** Listed from Stripe before the transaction (see event-details.ts): events do not carry them. */
  invoicePayments: InvoicePayment[];
}

/** What an event did, as stored with it: "applied: …" or "ignored: why", and the member it was about. */
export interface EventOutcome {
  outcome: string;
  userId: string | null;
  /** A charge became due again (a new card saved): the charge job is asked to run once this commits. */
  chargeDue?: boolean;
}

/** Acts on one event type's object inside the transaction that stored the event's id. */
export type EventHandler = (tx: Transaction, object: unknown, context: ApplyContext) => Promise<EventOutcome>;

export const applied = (what: string, userId: string, chargeDue = false): EventOutcome => ({
  outcome: `applied: ${what}`,
  userId,
  chargeDue,
});
export const ignored = (why: string, userId: string | null = null): EventOutcome => ({
  outcome: `ignored: ${why}`,
  userId,
});
/** Whether a handler's lookup ended in an outcome (ignored) rather than the rows it was after. */
export const isOutcome = <T extends object>(value: T | EventOutcome): value is EventOutcome => 'outcome' in value;

/**
 * Stores the event's id and applies it in one transaction, or does nothing when its id is already stored: a
 * replay, Stripe's retry, or another instance that received it at the same moment (its insert waits for ours
 * to commit, then finds the id). Should applying fail, the id goes too, so Stripe's retry finds it new.
 * Answers the outcome, or null when the event had been received before.
 */
export async function receiveStripeEvent(
  db: Database,
  event: { id: string; type: string },
  receivedAt: Date,
  apply: (tx: Transaction) => Promise<EventOutcome>,
): Promise<EventOutcome | null> {
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event, receivedAt))) return null;
    const result = await apply(tx);
    await recordEventOutcome(tx, event.id, result);
    return result;
  });
}
