import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { languageOf } from '#server/lib/request-language.ts';
import { errorResponses } from '#shared/errors.ts';
import { LanguageQuerySchema, SiteFiguresResponseSchema, SiteInfoSchema } from '#shared/schemas/legal.ts';
import { PublicTestimonialsResponseSchema } from '#shared/schemas/testimonials.ts';
import { createFiguresReader, FIGURES_CACHE_MS } from './site-figures.ts';
import { siteInfoOf } from './site-settings.ts';
import { findPublicTestimonials } from './site-testimonials-queries.ts';

/** What the public pages show about the business: who it is, its figures and its members' words. All public. */
export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const readFigures = createFiguresReader(deps);

  app.get(
    '/site',
    {
      schema: {
        tags: ['legal'],
        summary: 'Who runs this installation, how plans are paid, which settings are still demo placeholders',
        response: { 200: SiteInfoSchema },
      },
    },
    async () => siteInfoOf(deps.config),
  );

  app.get(
    '/site/figures',
    {
      schema: {
        tags: ['legal'],
        summary: 'Members helped, letters prepared and the share of bureau answers that deleted the item',
        description: 'Null until the members helped and the recorded answers reach the configured thresholds.',
        response: { 200: SiteFiguresResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${FIGURES_CACHE_MS / 1000}`);
      return { figures: await readFigures() };
    },
  );

  app.get(
    '/site/testimonials',
    {
      schema: {
        tags: ['legal'],
        summary: 'Published testimonials (first name and city only), the reader’s language first, newest first',
        querystring: LanguageQuerySchema,
        response: { 200: PublicTestimonialsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return { testimonials: await findPublicTestimonials(deps.db, language) };
    },
  );
};
