import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { AwaitingPaymentsQuerySchema, AwaitingPaymentsResponseSchema } from '#shared/schemas/admin.ts';
import { auditedPageRoute } from '../route-parts.ts';
import { listAwaitingPayments } from './service.ts';

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  auditedPageRoute(app, '/admin/payments/awaiting-verification', {
    summary:
      'Manual purchases and renewals awaiting verification, with plan, amount, the date the member reported ' +
      'paying and their reference (the read is audited)',
    querystring: AwaitingPaymentsQuerySchema,
    response: AwaitingPaymentsResponseSchema,
    list: (audit, query) => listAwaitingPayments(deps, audit, query),
  });
};
