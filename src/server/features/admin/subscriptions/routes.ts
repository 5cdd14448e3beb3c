import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import {
  AwaitingPaymentsQuerySchema,
  AwaitingPaymentsResponseSchema,
  ChargeRetryParamsSchema,
  ChargeRetryResponseSchema,
  StoppedChargesQuerySchema,
  StoppedChargesResponseSchema,
} from '#shared/schemas/admin.ts';
import { adminErrors, auditedPageRoute } from '../route-parts.ts';
import { listAwaitingPayments, listStoppedCharges, retryStoppedCharge } from './service.ts';

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  auditedPageRoute(app, '/admin/payments/awaiting-verification', {
    summary:
      'Manual purchases and renewals awaiting verification, with plan, amount, the date the member reported ' +
      'paying and their reference (the read is audited)',
    querystring: AwaitingPaymentsQuerySchema,
    response: AwaitingPaymentsResponseSchema,
    list: (audit, query) => listAwaitingPayments(deps, audit, query),
  });

  auditedPageRoute(app, '/admin/payments/stopped-charges', {
    summary:
      'Stripe charges the charge job stopped trying after its attempts without a verdict (Stripe out of reach or ' +
      'failing, an error of ours), the latest first, each with the reason (the read is audited)',
    querystring: StoppedChargesQuerySchema,
    response: StoppedChargesResponseSchema,
    list: (audit, query) => listStoppedCharges(deps, audit, query),
  });

  app.post(
    '/admin/payments/:id/retry-charge',
    {
      schema: {
        tags: ['admin'],
        summary: 'Have a stopped Stripe charge tried again from its first attempt, at once; 404 when it is not stopped',
        params: ChargeRetryParamsSchema,
        response: { 200: ChargeRetryResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => retryStoppedCharge(deps, auditContextOf(request), request.params.id),
  );
};
