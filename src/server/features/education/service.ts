import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { Language } from '#shared/constants/languages.ts';
import type {
  Article,
  ArticleSummary,
  ListArticlesQuerySchema,
  ListArticlesResponse,
} from '#shared/schemas/education.ts';
import { countArticles, findArticle, findArticles } from './queries.ts';

type SummaryRow = Awaited<ReturnType<typeof findArticles>>[number];

const toSummary = ({ readMinutes, createdAt, updatedAt, total: _total, ...row }: SummaryRow): ArticleSummary => ({
  ...row,
  readTime: readMinutes,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

export async function listArticles(
  db: Database,
  query: z.output<typeof ListArticlesQuerySchema>,
  language: Language,
): Promise<ListArticlesResponse> {
  const filter = { language, category: query.category, search: query.search || undefined };
  const rows = await findArticles(db, { ...filter, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const total = rows[0]?.total ?? (query.page > 1 ? await countArticles(db, filter) : 0);
  return { articles: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

export async function getArticle(db: Database, id: string, language: Language): Promise<Article> {
  const row = await findArticle(db, id, language);
  if (!row) throw notFound();
  const { content, ...summary } = row;
  return { ...toSummary({ ...summary, total: 1 }), content };
}
