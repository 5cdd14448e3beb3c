import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { languageOf } from '#server/lib/request-language.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  ArticleParamsSchema,
  ArticleSchema,
  ListArticlesQuerySchema,
  ListArticlesResponseSchema,
} from '#shared/schemas/education.ts';
import { LanguageQuerySchema } from '#shared/schemas/legal.ts';
import { getArticle, listArticles } from './service.ts';

export const educationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Public (docs/product-rules.md, Public pages): articles are education anyone may read, nothing about a member.
  app.get(
    '/educational-articles',
    {
      schema: {
        tags: ['education'],
        summary: 'Published articles in one language: full-text search (ranked), category, pages',
        querystring: ListArticlesQuerySchema,
        response: { 200: ListArticlesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return listArticles(db, request.query, languageOf(request.query.lang, request.headers['accept-language']));
    },
  );

  app.get(
    '/educational-articles/:id',
    {
      schema: {
        tags: ['education'],
        summary: 'One published article with its Markdown body, in English or Spanish',
        params: ArticleParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return getArticle(db, request.params.id, languageOf(request.query.lang, request.headers['accept-language']));
    },
  );
};
