import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import { AuditLogQuerySchema, AuditLogResponseSchema } from '#shared/schemas/admin.ts';
import { adminErrors } from '../route-parts.ts';
import { findAuditEntries } from './queries.ts';

/** Read only: no route changes or deletes an entry, and the database refuses it too (migration 0006). */
export const auditLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered by action, actor, target and day',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => findAuditEntries(deps.db, request.query),
  );
};
