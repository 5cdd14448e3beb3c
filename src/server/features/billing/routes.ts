import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { languageOf } from '#server/lib/request-language.ts';
import { currentUser, requireUser, requireVerified } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  AcceptAgreementRequestSchema,
  AcceptedAgreementSchema,
  AgreementQuerySchema,
  AgreementResponseSchema,
  CheckoutRequestSchema,
  PlansResponseSchema,
  StartPlanResponseSchema,
  SubscriptionResponseSchema,
} from '#shared/schemas/subscription.ts';
import { activationRoutes } from './activation-routes.ts';
import { mailSignedContract } from './contract-copy.ts';
import { contractRoutes } from './contract-routes.ts';
import { acceptAgreement, cancelSubscription, getAgreement, getSubscription, plansResponse } from './service.ts';
import { startPlan } from './start-plan.ts';
import { checkoutRoutes } from './stripe/checkout-routes.ts';
import { stripeWebhookRoutes } from './stripe/webhook-routes.ts';

const errors = errorResponses(400, 401, 404, 409);

/**
 * Every billing route: the member's plan and agreement, card checkout, the signed contract, payments handled by
 * hand, and Stripe's webhook when Stripe takes the payments.
 */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(checkoutRoutes, deps);
  await app.register(contractRoutes, deps);

  app.get(
    '/subscription/plans',
    {
      schema: {
        tags: ['subscription'],
        summary: 'The plans with their prices, allowances and payment links (public)',
        response: { 200: PlansResponseSchema },
      },
    },
    async () => plansResponse(deps.config),
  );

  app.get(
    '/subscription',
    {
      schema: {
        tags: ['subscription'],
        summary: "The member's plan, status, current period, payments and what cancelling would mean now",
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => getSubscription(deps, currentUser(request).id),
  );

  app.get(
    '/subscription/agreement',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'The CROA disclosure, service agreement and notice of cancellation for a plan (public: onboarding ' +
          'visitors read it before they have an account)',
        querystring: AgreementQuerySchema,
        response: { 200: AgreementResponseSchema, ...errors },
      },
    },
    async (request) =>
      getAgreement(
        deps,
        request.query.plan,
        languageOf(request.query.lang, request.headers['accept-language']),
        request.user?.id ?? null,
      ),
  );

  app.post(
    '/subscription/agreement',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Accept the agreement for a plan (needed before the plan can start)',
        body: AcceptAgreementRequestSchema,
        response: { 201: AcceptedAgreementSchema, ...errors },
      },
      // Money changes hands: only a member whose email is proven.
      onRequest: [requireUser, requireVerified],
    },
    async (request, reply) => {
      const accepted = await acceptAgreement(deps, currentUser(request).id, {
        paymentType: request.body.plan,
        version: request.body.version,
        language: languageOf(request.body.lang, request.headers['accept-language']),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      mailSignedContract(deps, reply, currentUser(request).id, accepted);
      return reply.status(201).send(accepted);
    },
  );

  app.post(
    '/subscription/start',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'Manual mode: start the plan signed for, charging nothing (each period is billed after it closes, for ' +
          'its letters); chosen items queued as drafts (idempotent). With Stripe, 409 WRONG_SUBSCRIPTION_STATE ' +
          '(card_payment)',
        body: CheckoutRequestSchema,
        response: { 200: StartPlanResponseSchema, ...errors },
      },
      // A plan commits the member to paying for its letters: only a member whose email is proven.
      onRequest: [requireUser, requireVerified],
    },
    async (request) => startPlan(deps, currentUser(request).id, request.body),
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Cancel: a refund inside the 3-business-day window, else as the plan’s terms say',
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => cancelSubscription(deps, currentUser(request).id),
  );

  await app.register(activationRoutes, deps);
  if (deps.config.payments.processor === 'stripe') await app.register(stripeWebhookRoutes, deps);
};
