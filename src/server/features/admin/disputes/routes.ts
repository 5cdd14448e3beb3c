import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import {
  AdminDisputeSchema,
  AdminDisputesQuerySchema,
  AdminDisputesResponseSchema,
  DisputeBureauParamsSchema,
  RecordBureauAnswerRequestSchema,
  UserIdParamsSchema,
} from '#shared/schemas/admin.ts';
import { DisputeListResponseSchema } from '#shared/schemas/disputes.ts';
import { adminErrors } from '../route-parts.ts';
import { getMemberCampaign, listAdminDisputes, recordBureauAnswer } from './service.ts';

export const adminDisputeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/disputes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every member’s disputes with their bureaus, searched, filtered by status or campaign and paged',
        querystring: AdminDisputesQuerySchema,
        response: { 200: AdminDisputesResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listAdminDisputes(deps, request.query),
  );

  app.get(
    '/admin/users/:userId/campaign',
    {
      schema: {
        tags: ['admin'],
        summary: 'A member’s sent disputes with their campaigns, as the member sees them (the view is audited)',
        params: UserIdParamsSchema,
        response: { 200: DisputeListResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => getMemberCampaign(deps, auditContextOf(request), request.params.userId),
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
