import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { languageOf } from '#server/lib/request-language.ts';
import { errorResponses } from '#shared/errors.ts';
import { LanguageQuerySchema, LegalDocumentParamsSchema, LegalDocumentSchema } from '#shared/schemas/legal.ts';
import { buildLegalDocument } from './build-legal-document.ts';
import { siteRoutes } from './site-routes.ts';
import { publicLegalSettingsOf } from './site-settings.ts';

export const legalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Public on purpose: the law wants these read before anyone signs, so no sign-in may stand in the way.
  app.get(
    '/legal/:id',
    {
      schema: {
        tags: ['legal'],
        summary: 'Terms, Privacy, the CROA rights statement or the notice of cancellation, in English or Spanish',
        params: LegalDocumentParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: LegalDocumentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The answer depends on this header when `lang` is absent; caches must not hand one reader's language to another.
      reply.header('vary', 'Accept-Language');
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return buildLegalDocument(request.params.id, language, publicLegalSettingsOf(deps.config));
    },
  );

  await app.register(siteRoutes, deps);
};
