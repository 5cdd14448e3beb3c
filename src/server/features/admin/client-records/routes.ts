import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import {
  ClientHistorySchema,
  ClientRecordsExportQuerySchema,
  ClientRecordsQuerySchema,
  ClientRecordsResponseSchema,
  UserIdParamsSchema,
} from '#shared/schemas/admin.ts';
import { adminErrors, auditedPageRoute } from '../route-parts.ts';
import { exportClientRecords } from './export.ts';
import { getClientHistory, listClientRecords } from './service.ts';

export const clientRecordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  auditedPageRoute(app, '/admin/client-records', {
    summary: 'Client records with their dispute, payment and score figures, filtered, sorted and paged (audited)',
    querystring: ClientRecordsQuerySchema,
    response: ClientRecordsResponseSchema,
    list: (audit, query) => listClientRecords(deps, audit, query),
  });

  app.get(
    '/admin/client-records/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered client records as a CSV file, streamed (the export is written to the audit log)',
        querystring: ClientRecordsExportQuerySchema,
        produces: ['text/csv'],
        response: { ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { filename, lines } = await exportClientRecords(deps, auditContextOf(request), request.query);
      return sendAttachment(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: filename,
        content: Readable.from(lines),
      });
    },
  );

  app.get(
    '/admin/client-records/:userId/history',
    {
      schema: {
        tags: ['admin'],
        summary: 'One client’s subscription, disputes, reports and payments (the view is written to the audit log)',
        params: UserIdParamsSchema,
        response: { 200: ClientHistorySchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => getClientHistory(deps, auditContextOf(request), request.params.userId),
  );
};
