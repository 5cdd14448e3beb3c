import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  ReportChangesQuerySchema,
  ReportChangesResponseSchema,
  ReportHistoryResponseSchema,
} from '#shared/schemas/campaign.ts';
import { getReportChanges, getReportHistory } from './history.ts';

const errors = errorResponses(400, 401, 404);

/** The member's reports over time: each bureau's score per report, and what changed between two of them. */
export const historyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/credit/reports/history',
    {
      schema: {
        tags: ['credit'],
        summary: 'Every report the member brought, oldest first, with each bureau’s score',
        response: { 200: ReportHistoryResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => getReportHistory(deps, currentUser(request).id),
  );

  app.get(
    '/credit/reports/changes',
    {
      schema: {
        tags: ['credit'],
        summary: 'What changed between two of the member’s reports (by default the latest and the one before it)',
        description:
          'Only two reports of one file are compared (comparable false otherwise, with empty lists). `to` defaults ' +
          'to the latest report, `from` to the report of the same file before it; a report that is not the ' +
          'member’s answers 404.',
        querystring: ReportChangesQuerySchema,
        response: { 200: ReportChangesResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => getReportChanges(deps, currentUser(request).id, request.query),
  );
};
