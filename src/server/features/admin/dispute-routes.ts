import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDisputeSchema,
  AdminDisputesQuerySchema,
  AdminDisputesResponseSchema,
  DisputeBureauParamsSchema,
  RecordBureauAnswerRequestSchema,
} from '#shared/schemas/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { auditContextOf } from '../../audit/record-audit.ts';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { listAdminDisputes, recordBureauAnswer } from './admin-disputes.ts';
import { adminErrors } from './route-errors.ts';

export const adminDisputeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/disputes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every member’s disputes with their bureaus, searched, filtered by status and paged',
        querystring: AdminDisputesQuerySchema,
        response: { 200: AdminDisputesResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listAdminDisputes(deps, request.query),
  );

  app.post(
    '/admin/disputes/:disputeId/bureaus/:bureau/answer',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record that a bureau took a dispute up, or its outcome; the dispute’s status follows',
        params: DisputeBureauParamsSchema,
        body: RecordBureauAnswerRequestSchema,
        response: { 200: AdminDisputeSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => recordBureauAnswer(deps, auditContextOf(request), request.params, request.body),
  );
};
