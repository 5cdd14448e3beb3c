import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import {
  ActivateRequestSchema,
  ActivateResponseSchema,
  BatchActivateRequestSchema,
  BatchActivateResponseSchema,
  RenewalReportedRequestSchema,
  SubscriptionResponseSchema,
} from '#shared/schemas/subscription.ts';
import type { AppDeps } from '../../app-deps.ts';
import { auditContextOf } from '../../audit/record-audit.ts';
import { currentUser, requireAdmin, requireUser, requireVerified } from '../../plugins/auth-guard.ts';
import { activateSubscription, batchActivate } from './activation.ts';
import { reportRenewal } from './renewal-report.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
};

/** Payments verified by hand (manual mode): the member's word that they paid, and the admin's check of it. */
export const activationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/subscription/renewal-reported',
    {
      schema: {
        tags: ['subscription'],
        summary: 'The member says they paid this month’s renewal, with an optional receipt number (idempotent)',
        body: RenewalReportedRequestSchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
      // Money changes hands: only a member whose email is proven.
      onRequest: [requireUser, requireVerified],
    },
    async (request) => reportRenewal(deps, currentUser(request).id, request.body),
  );

  app.post(
    '/subscription/activate',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Verify a member’s purchase (the plan opens) or, with paymentId, a renewal (its month opens), with the ' +
          'processor’s reference (admin, with the activation key)',
        body: ActivateRequestSchema,
        response: { 200: ActivateResponseSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => activateSubscription(deps, auditContextOf(request), request.body),
  );

  app.post(
    '/admin/subscription/batch-activate',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Activate several members’ purchases, each with its processor reference (admin, with the activation key)',
        body: BatchActivateRequestSchema,
        response: { 200: BatchActivateResponseSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => batchActivate(deps, auditContextOf(request), request.body),
  );
};
