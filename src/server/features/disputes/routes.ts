import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { campaignRoutes } from './campaign-routes.ts';
import { filingRoutes } from './filing-routes.ts';
import { responseLetterRoutes } from './response-letter-routes.ts';

/**
 * Every dispute route: filing, processing, status and letters, the campaign's later steps, then the bureau's
 * answer letter the member keeps.
 * Side by side, so only the answer-letter plugin accepts a multipart body.
 */
export const disputeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(filingRoutes, deps);
  await app.register(campaignRoutes, deps);
  await app.register(responseLetterRoutes, deps);
};
