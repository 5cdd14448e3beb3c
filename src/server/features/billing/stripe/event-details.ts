import Stripe from 'stripe';
import { z } from 'zod';
import { setupIntentToRetrieve } from './checkout-events.ts';
import { type InvoicePayment, listInvoicePayments } from './invoice-payments.ts';
import { processorUnavailable } from './processor-unavailable.ts';
import { ref, stripeId } from './stripe-objects.ts';
import type { StripeEventInput } from './webhook-events.ts';

/** An event with what Stripe had to be asked for besides it. */
export interface EventDetails {
  event: StripeEventInput;
  /** The payments of the event's invoice, or of the PaymentIntent of its charge; empty for other events. */
  invoicePayments: InvoicePayment[];
}

const InvoiceIdShape = z.object({ id: stripeId });
const ChargeIntentShape = z.object({ payment_intent: ref });

/**
 * What an event needs from Stripe beyond its payload, fetched before the transaction so that no row lock
 * waits on Stripe: the card a completed checkout saved (when the session names its setup intent by id only),
 * the payments of an invoice (the charge that paid it, or the decline), the invoice a refunded or disputed
 * charge paid. An id Stripe does not know finds nothing and the handler decides; Stripe out of reach answers
 * 503, and Stripe delivers the event again.
 */
export async function fetchEventDetails(stripe: Stripe, event: StripeEventInput): Promise<EventDetails> {
  const setupIntentId = setupIntentToRetrieve(event);
  if (setupIntentId) {
    const setupIntent = await lookUp(() => stripe.setupIntents.retrieve(setupIntentId), null);
    if (!setupIntent) return { event, invoicePayments: [] };
    const object = { ...(event.data.object as object), setup_intent: setupIntent };
    return { event: { ...event, data: { object } }, invoicePayments: [] };
  }
  const of = invoicePaymentsToList(event);
  return { event, invoicePayments: of ? await lookUp(() => listInvoicePayments(stripe, of), []) : [] };
}

function invoicePaymentsToList(event: StripeEventInput) {
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = InvoiceIdShape.safeParse(event.data.object);
    return invoice.success ? { invoice: invoice.data.id } : null;
  }
  if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
    const charge = ChargeIntentShape.safeParse(event.data.object);
    return charge.success ? { paymentIntent: charge.data.payment_intent } : null;
  }
  return null;
}

async function lookUp<T>(call: () => Promise<T>, nothing: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return nothing;
    throw processorUnavailable(error);
  }
}
