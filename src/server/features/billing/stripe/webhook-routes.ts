import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/errors.ts';
import { errorResponses } from '#shared/errors.ts';
import { applyStripeEvent } from './apply-stripe-event.ts';
import { fetchEventDetails } from './event-details.ts';
import { isEventStored } from './stripe-queries.ts';
import { receiveStripeEvent } from './webhook-events.ts';

/** Stripe's events are small; a megabyte leaves room for any we act on and refuses anything else unread. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Stripe's contract, not ours: only Stripe calls this, so the schemas stay here rather than in src/shared. */
const ReceivedResponseSchema = z.object({ received: z.literal(true) });
const EventEnvelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const signatureInvalid = () =>
  new AppError('WEBHOOK_SIGNATURE_INVALID', 400, 'The Stripe signature is missing or does not match the body');
const notAnEvent = () => new AppError('VALIDATION_FAILED', 400, 'The body is not a Stripe event');

/** The event the raw body holds, once its signature proves Stripe sent exactly these bytes. */
function verifiedEvent(stripe: Stripe, secret: string, body: unknown, signature: string | string[] | undefined) {
  let payload: unknown;
  try {
    // The tolerance is measured on the real clock: Stripe signs with the time it sent the event, and the
    // injected clock is the business's (tests and journeys move it). A replay inside it finds its id stored.
    payload = stripe.webhooks.constructEvent(Buffer.isBuffer(body) ? body : '', signature ?? '', secret);
  } catch (error) {
    // The signature is checked before the body is parsed: a signed body that is not JSON is Stripe's mistake.
    throw error instanceof SyntaxError ? notAnEvent() : signatureInvalid();
  }
  const event = EventEnvelopeSchema.safeParse(payload);
  if (!event.success) throw notAnEvent();
  return event.data;
}

/**
 * Stripe's events, registered only when payments go through Stripe. The signature covers the exact bytes
 * sent, so this plugin (and only it) reads JSON bodies raw.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { payments } = deps.config;
  const { stripe } = deps;
  if (!stripe || payments.processor !== 'stripe') throw new Error('The Stripe webhook needs the Stripe settings');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['subscription'],
        summary:
          "Stripe's events (signed): a saved card opens the plan, paid and declined charges, refunds and " +
          'chargebacks; each event acts once, whoever receives it',
        response: { 200: ReceivedResponseSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const event = verifiedEvent(stripe, payments.webhookSecret, request.body, request.headers['stripe-signature']);
      const log = (outcome: string) =>
        request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe event');
      // A replay is answered before Stripe is asked anything: it costs no call, and Stripe being away cannot
      // turn it into a 503. (Two deliveries at once both pass here; the insert below lets one of them act.)
      if (await isEventStored(deps.db, event.id)) {
        log('ignored: received before');
        return { received: true as const };
      }
      const details = await fetchEventDetails(stripe, event);
      const now = deps.clock.now();
      const result = await receiveStripeEvent(deps.db, event, now, (tx) =>
        applyStripeEvent(tx, details.event, { now, cipher: deps.cipher, invoicePayments: details.invoicePayments }),
      );
      // After the commit: the job's own transaction must see the charge the event made due.
      if (result?.chargeDue) deps.charges.run();
      log(result?.outcome ?? 'ignored: received before');
      return { received: true as const };
    },
  );
};
