import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, auditContextOf } from '#server/audit/record-audit.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';

/** What an admin route may refuse with, for the OpenAPI document and the serializer: every admin route's list. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409);

type AdminApp = Parameters<FastifyPluginAsyncZod<AppDeps>>[0];

/**
 * An admin's GET of one page of records, its filters and page in the query: `list` reads the page in one
 * transaction with the audit entry that says this admin read it.
 */
export function auditedPageRoute<Query extends z.ZodType, Page extends z.ZodType>(
  app: AdminApp,
  path: string,
  page: {
    summary: string;
    querystring: Query;
    response: Page;
    list: (audit: AuditContext, query: z.output<Query>) => Promise<z.input<Page>>;
  },
): void {
  // Fastify cannot resolve a generic schema's types: the schemas go in as plain ones, and the signature above
  // is what ties `list` to them.
  app.get(
    path,
    {
      schema: {
        tags: ['admin'],
        summary: page.summary,
        querystring: page.querystring as z.ZodType,
        response: { 200: page.response as z.ZodType, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => page.list(auditContextOf(request), request.query as z.output<Query>),
  );
}
