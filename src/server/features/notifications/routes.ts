import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';

export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
