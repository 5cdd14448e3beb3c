import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { sendRoutes } from './send-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/**
 * Letters mailed for the member through Lob (issue 28, decision 023): the member's routes (the offer, the preview,
 * the proof of address, mailing and cancelling, the tracking history) and Lob's webhook.
 */
export const mailingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(sendRoutes, deps);
  await app.register(webhookRoutes, deps);
};
