import type { Transaction } from '#server/db/client.ts';
import { chargeDisputed, chargeRefunded } from './charge-events.ts';
import { checkoutCompleted, checkoutExpired } from './checkout-events.ts';
import { invoicePaid, invoicePaymentFailed } from './invoice-events.ts';
import {
  type ApplyContext,
  type EventHandler,
  type EventOutcome,
  ignored,
  type StripeEventInput,
} from './webhook-events.ts';

const HANDLERS: Record<string, EventHandler> = {
  'checkout.session.completed': checkoutCompleted,
  'checkout.session.expired': checkoutExpired,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
  'charge.refunded': chargeRefunded,
  'charge.dispute.created': chargeDisputed,
};

/**
 * Acts on one verified Stripe event inside the transaction that stored its id; each handler takes the
 * member's row lock before it reads what it changes. An event that no longer fits the state it finds (a late
 * failure for an invoice since paid, a second completion of the same checkout) changes nothing; the answer
 * says what was done or why nothing was.
 */
export async function applyStripeEvent(
  tx: Transaction,
  event: StripeEventInput,
  context: ApplyContext,
): Promise<EventOutcome> {
  const handler = HANDLERS[event.type];
  // Stripe Subscriptions charge in advance, which CROA § 1679b(b) forbids: their events are not ours to act on.
  if (!handler) return ignored('type not handled');
  return handler(tx, event.data.object, context);
}
