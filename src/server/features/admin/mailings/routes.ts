import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import {
  AdminMailingDetailSchema,
  AdminMailingsQuerySchema,
  AdminMailingsResponseSchema,
  MailingIdParamsSchema,
} from '#shared/schemas/mailing.ts';
import { adminErrors } from '../route-parts.ts';
import { listAdminMailings, readAdminMailing } from './service.ts';

export const adminMailingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/mailings',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Letters mailed for members, newest first, filtered by status, problem or search, with what was charged',
        querystring: AdminMailingsQuerySchema,
        response: { 200: AdminMailingsResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listAdminMailings(deps, request.query),
  );

  app.get(
    '/admin/mailings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One mailing with its USPS tracking history, oldest scan first (the read is audited)',
        params: MailingIdParamsSchema,
        response: { 200: AdminMailingDetailSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => readAdminMailing(deps, auditContextOf(request), request.params.id),
  );
};
