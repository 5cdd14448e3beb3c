import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import {
  ActivateRequestSchema,
  ActivateResponseSchema,
  BatchActivateRequestSchema,
  BatchActivateResponseSchema,
} from '#shared/schemas/subscription.ts';
import type { AppDeps } from '../../app-deps.ts';
import { auditContextOf } from '../../audit/record-audit.ts';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { activateSubscription, batchActivate } from './activation.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
};

export const activationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/subscription/activate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verify a member’s payment and activate their plan (admin, with the activation key)',
        body: ActivateRequestSchema,
        response: { 200: ActivateResponseSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => activateSubscription(deps, auditContextOf(request), request.body),
  );

  app.post(
    '/admin/subscription/batch-activate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Activate several members awaiting verification (admin, with the activation key)',
        body: BatchActivateRequestSchema,
        response: { 200: BatchActivateResponseSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => batchActivate(deps, auditContextOf(request), request.body),
  );
};
