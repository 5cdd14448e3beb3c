import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import { AwaitingPaymentsQuerySchema, AwaitingPaymentsResponseSchema } from '#shared/schemas/admin.ts';
import { adminErrors } from '../route-errors.ts';
import { listAwaitingPayments } from './service.ts';

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/payments/awaiting-verification',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Manual purchases and renewals awaiting verification, with plan, amount, the date the member reported ' +
          'paying and their reference (the read is audited)',
        querystring: AwaitingPaymentsQuerySchema,
        response: { 200: AwaitingPaymentsResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listAwaitingPayments(deps, auditContextOf(request), request.query),
  );
};
