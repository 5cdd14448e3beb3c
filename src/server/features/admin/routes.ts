import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { metricsRoutes } from './analytics/routes.ts';
import { auditLogRoutes } from './audit-log/routes.ts';
import { clientRecordRoutes } from './client-records/routes.ts';
import { adminDisputeRoutes } from './disputes/routes.ts';
import { adminMailingRoutes } from './mailings/routes.ts';
import { paymentRoutes } from './subscriptions/routes.ts';
import { testimonialRoutes } from './testimonials/routes.ts';
import { userRoutes } from './users/routes.ts';

/** The admin dashboard's API under /api/admin; every route is for admins only (`requireAdmin`). */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const areas = [
    metricsRoutes,
    userRoutes,
    paymentRoutes,
    adminDisputeRoutes,
    adminMailingRoutes,
    clientRecordRoutes,
    auditLogRoutes,
    testimonialRoutes,
  ];
  for (const routes of areas) await app.register(routes, deps);
};
