import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import { AdminMetricsSchema, AnalyticsQuerySchema, AnalyticsSchema } from '#shared/schemas/admin.ts';
import { adminErrors } from '../route-parts.ts';
import { getAdminMetrics, getAnalytics } from './service.ts';

export const metricsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/metrics',
    {
      schema: {
        tags: ['admin'],
        summary: 'The overview’s figures: accounts, plans, revenue of the active plans, disputes, success rate',
        response: { 200: AdminMetricsSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async () => getAdminMetrics(deps.db),
  );

  app.get(
    '/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: 'Weekly sign-ups, disputes by status, revenue by plan and the success-rate trend',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => getAnalytics(deps, request.query.weeks),
  );
};
