import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import {
  AdminUserSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  SetAdminStatusRequestSchema,
  UserIdParamsSchema,
} from '#shared/schemas/admin.ts';
import { adminErrors, auditedPageRoute } from '../route-parts.ts';
import { listAdminUsers, setAdminStatus } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  auditedPageRoute(app, '/admin/users', {
    summary: 'Accounts, searched by email or name, filtered by plan status, sorted and paged (the read is audited)',
    querystring: AdminUsersQuerySchema,
    response: AdminUsersResponseSchema,
    list: (audit, query) => listAdminUsers(deps, audit, query),
  });

  app.post(
    '/admin/users/:userId/admin-status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grant or revoke admin rights (never the owner’s, never the last admin’s)',
        params: UserIdParamsSchema,
        body: SetAdminStatusRequestSchema,
        response: { 200: AdminUserSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => setAdminStatus(deps, auditContextOf(request), request.params.userId, request.body.isAdmin),
  );
};
