import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditLogRoutes } from './audit-log-routes.ts';
import { clientRecordRoutes } from './client-record-routes.ts';
import { adminDisputeRoutes } from './dispute-routes.ts';
import { metricsRoutes } from './metrics-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { testimonialRoutes } from './testimonials-routes.ts';
import { userRoutes } from './user-routes.ts';

/** The admin dashboard's API under /api/admin; every route is for admins only (`requireAdmin`). */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(metricsRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(adminDisputeRoutes, deps);
  await app.register(clientRecordRoutes, deps);
  await app.register(auditLogRoutes, deps);
  await app.register(testimonialRoutes, deps);
};
