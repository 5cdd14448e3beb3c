import { z } from 'zod';
import {
  ARTICLE_SEARCH_MAX_LENGTH,
  ARTICLES_MAX_PAGE,
  ARTICLES_MAX_PAGE_SIZE,
  ARTICLES_PAGE_SIZE,
  EDUCATION_CATEGORIES,
} from '#shared/constants/education.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { pageOf, pageQuery } from './paging.ts';

/** Slugs: lower-case words joined by hyphens. Anything else cannot name an article. */
export const ArticleIdSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const ListArticlesQuerySchema = z.strictObject({
  /** Free text in the reader's words; blank means no search. */
  search: z.string().trim().max(ARTICLE_SEARCH_MAX_LENGTH).optional(),
  category: z.enum(EDUCATION_CATEGORIES).optional(),
  lang: z.enum(LANGUAGES).optional(),
  ...pageQuery({
    maxPage: ARTICLES_MAX_PAGE,
    maxPageSize: ARTICLES_MAX_PAGE_SIZE,
    defaultPageSize: ARTICLES_PAGE_SIZE,
  }),
});
export type ListArticlesQuery = z.input<typeof ListArticlesQuerySchema>;

export const ArticleSummarySchema = z.object({
  id: ArticleIdSchema,
  language: z.enum(LANGUAGES),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(EDUCATION_CATEGORIES),
  /** Minutes. */
  readTime: z.number().int().positive(),
  imageUrl: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ListArticlesResponseSchema = z.object({ articles: z.array(ArticleSummarySchema), ...pageOf });
export type ListArticlesResponse = z.infer<typeof ListArticlesResponseSchema>;

/** The whole article: its summary and the Markdown body. */
export const ArticleSchema = ArticleSummarySchema.extend({ content: z.string() });
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleParamsSchema = z.strictObject({ id: ArticleIdSchema });
