import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { historyRoutes } from './history-routes.ts';
import { manualEntryRoutes } from './manual/routes.ts';
import { reportRoutes } from './report-routes.ts';

/**
 * Every credit route: the member's reports (pulled, imported, refreshed, the dashboard's figures), what they
 * enter by hand, and their reports over time. The first two plugins each have their own multipart limit (a 20 MB
 * report file, a 10 MB PDF).
 */
export const creditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(reportRoutes, deps);
  await app.register(manualEntryRoutes, deps);
  await app.register(historyRoutes, deps);
};
