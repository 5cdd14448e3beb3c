import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { currentUser, requireUser, requireVerified } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import { CheckoutRequestSchema, CheckoutResponseSchema } from '#shared/schemas/subscription.ts';
import { openCheckout, openPaymentMethodCheckout, requireStripe } from './checkout.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** Stripe mode: the card checkouts a member is sent to. In manual mode both answer CHECKOUT_UNAVAILABLE. */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { stripe } = deps;

  app.post(
    '/subscription/checkout',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'Start the card checkout for the accepted plan: the card is saved, nothing is charged until letters ' +
          'exist; the chosen items are queued as drafts (idempotent: the same page while it is open)',
        body: CheckoutRequestSchema,
        response: { 200: CheckoutResponseSchema, ...errors },
      },
      // Money changes hands: only a member whose email is proven.
      onRequest: [requireUser, requireVerified],
    },
    async (request) => openCheckout(deps, requireStripe(stripe), currentUser(request), request.body),
  );

  app.post(
    '/subscription/payment-method',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Past due: a card checkout that saves a new card, after which the declined charge is tried again',
        response: { 200: CheckoutResponseSchema, ...errors },
      },
      onRequest: [requireUser, requireVerified],
    },
    async (request) => openPaymentMethodCheckout(deps, requireStripe(stripe), currentUser(request)),
  );
};
