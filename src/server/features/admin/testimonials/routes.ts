import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { requireAdmin } from '#server/plugins/auth-guard.ts';
import {
  AdminTestimonialSchema,
  AdminTestimonialsResponseSchema,
  CreateTestimonialRequestSchema,
  SetTestimonialPublishedRequestSchema,
  TestimonialParamsSchema,
} from '#shared/schemas/testimonials.ts';
import { adminErrors } from '../route-parts.ts';
import { createTestimonial, listTestimonials, setTestimonialPublished, withdrawTestimonial } from './service.ts';

/** Members' words for the landing page, with their written consent on record; every change is audited. */
export const testimonialRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/testimonials',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every testimonial with its consent record, withdrawn ones too, newest first',
        response: { 200: AdminTestimonialsResponseSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async () => ({ testimonials: await listTestimonials(deps) }),
  );

  app.post(
    '/admin/testimonials',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a member’s testimonial and their written consent, for review (not yet published)',
        body: CreateTestimonialRequestSchema,
        response: { 201: AdminTestimonialSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      reply.code(201);
      return createTestimonial(deps, auditContextOf(request), request.body);
    },
  );

  app.post(
    '/admin/testimonials/:id/publication',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show a testimonial on the landing page, or take it off (a withdrawn one: 409)',
        params: TestimonialParamsSchema,
        body: SetTestimonialPublishedRequestSchema,
        response: { 200: AdminTestimonialSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) =>
      setTestimonialPublished(deps, auditContextOf(request), request.params.id, request.body.published),
  );

  app.post(
    '/admin/testimonials/:id/withdrawal',
    {
      schema: {
        tags: ['admin'],
        summary: 'The member withdrew their consent: the testimonial is never shown again',
        params: TestimonialParamsSchema,
        response: { 200: AdminTestimonialSchema, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => withdrawTestimonial(deps, auditContextOf(request), request.params.id),
  );
};
