import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { currentUser, requireAdmin, requireUser, requireVerified } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  ActivateRequestSchema,
  ActivateResponseSchema,
  BatchActivateRequestSchema,
  BatchActivateResponseSchema,
  PaymentReportedRequestSchema,
  RefundParamsSchema,
  RefundSettledRequestSchema,
  RefundSettledResponseSchema,
  RefundsOwedQuerySchema,
  RefundsOwedResponseSchema,
  SubscriptionResponseSchema,
} from '#shared/schemas/subscription.ts';
import { activateSubscription, batchActivate } from './activation.ts';
import { reportDuePayment } from './payment-report.ts';
import { listRefundsOwed, settleRefund } from './refunds.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Payments handled by hand (manual mode): the member's word that they paid what is due, the admin's check of it,
 * and the refunds owed back.
 */
export const activationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/subscription/payment-reported',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'The member says they paid what is due (a period closed with letters) through the payment link, with an ' +
          'optional receipt number: awaiting verification. 409 WRONG_SUBSCRIPTION_STATE (nothing_due) otherwise',
        body: PaymentReportedRequestSchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
      // Money changes hands: only a member whose email is proven.
      onRequest: [requireUser, requireVerified],
    },
    async (request) => reportDuePayment(deps, currentUser(request).id, request.body),
  );

  app.post(
    '/subscription/activate',
    {
      schema: {
        tags: ['admin'],
        summary:
          'With paymentId, verify a payment the member reported (a period waiting for it opens); without, activate ' +
          'a legacy purchase paid up front; with the processor’s reference (admin, with the activation key)',
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

  app.get(
    '/admin/payments/refunds-owed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refunds owed to members after a cancellation, the earliest due first (the read is audited)',
        querystring: RefundsOwedQuerySchema,
        response: { 200: RefundsOwedResponseSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listRefundsOwed(deps, auditContextOf(request), request.query),
  );

  app.post(
    '/admin/payments/:id/refund-settled',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Settle a refund owed: returned (with the processor’s refund reference) or not_received (the reported ' +
          'payment never reached us)',
        params: RefundParamsSchema,
        body: RefundSettledRequestSchema,
        response: { 200: RefundSettledResponseSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => settleRefund(deps, auditContextOf(request), request.params.id, request.body),
  );
};
