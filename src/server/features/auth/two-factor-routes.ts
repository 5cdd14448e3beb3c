import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';

export const twoFactorRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
