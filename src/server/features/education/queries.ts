import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import {
  educationalArticles,
  educationalArticleTexts,
  foldAccents,
  searchConfigOf,
} from '#server/db/schema/education.ts';
import type { EducationCategory } from '#shared/constants/education.ts';
import type { Language } from '#shared/constants/languages.ts';

export interface ArticleFilter {
  language: Language;
  category?: EducationCategory;
  /** Already trimmed and non-empty. */
  search?: string;
  limit: number;
  offset: number;
}

const summaryColumns = {
  id: educationalArticles.id,
  language: educationalArticleTexts.language,
  title: educationalArticleTexts.title,
  excerpt: educationalArticleTexts.excerpt,
  category: educationalArticles.category,
  readMinutes: educationalArticleTexts.readMinutes,
  imageUrl: educationalArticles.imageUrl,
  published: educationalArticles.published,
  createdAt: educationalArticles.createdAt,
  updatedAt: educationalArticles.updatedAt,
};

const joined = (language: Language): SQL =>
  and(
    eq(educationalArticleTexts.articleId, educationalArticles.id),
    eq(educationalArticleTexts.language, language),
  ) as SQL;

/**
 * Published articles in one language, best match first when searching, newest first otherwise, with the count
 * of every match. websearch_to_tsquery reads any text a reader types (quotes, "or", a minus) and never fails on
 * it, and the text is a bound parameter, so search input can neither break nor change the query.
 */
export async function findArticles(db: Database, filter: ArticleFilter) {
  const query = filter.search
    ? sql`websearch_to_tsquery(${searchConfigOf(sql`${filter.language}`)}, ${foldAccents(sql`${filter.search}`)})`
    : null;
  const conditions = [
    eq(educationalArticles.published, true),
    filter.category ? eq(educationalArticles.category, filter.category) : undefined,
    query ? sql`${educationalArticleTexts.searchVector} @@ ${query}` : undefined,
  ];
  const rank = query ? sql<number>`ts_rank_cd(${educationalArticleTexts.searchVector}, ${query})` : null;
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(educationalArticles)
    .innerJoin(educationalArticleTexts, joined(filter.language))
    .where(and(...conditions))
    .orderBy(...(rank ? [desc(rank)] : []), desc(educationalArticles.createdAt), educationalArticles.id)
    .limit(filter.limit)
    .offset(filter.offset);
  return rows;
}

/** The count when a page past the end came back empty (the window count needs at least one row). */
export async function countArticles(db: Database, filter: Omit<ArticleFilter, 'limit' | 'offset'>): Promise<number> {
  const [first] = await findArticles(db, { ...filter, limit: 1, offset: 0 });
  return first?.total ?? 0;
}

export async function findArticle(db: Database, id: string, language: Language) {
  const [row] = await db
    .select({ ...summaryColumns, content: educationalArticleTexts.content })
    .from(educationalArticles)
    .innerJoin(educationalArticleTexts, joined(language))
    .where(and(eq(educationalArticles.id, id), eq(educationalArticles.published, true)))
    .limit(1);
  return row ?? null;
}

// The seeding of the articles we ship (seed-articles.ts).

export async function findArticleTexts(db: Executor, slugs: string[]) {
  return db.select().from(educationalArticleTexts).where(inArray(educationalArticleTexts.articleId, slugs));
}

/** Inserts the article, or brings its category and image up to date; its `published` choice is kept. */
export async function upsertArticle(db: Executor, article: typeof educationalArticles.$inferInsert): Promise<void> {
  await db
    .insert(educationalArticles)
    .values(article)
    .onConflictDoUpdate({
      target: educationalArticles.id,
      set: { category: article.category, imageUrl: article.imageUrl },
    });
}

type ArticleTextRow = typeof educationalArticleTexts.$inferInsert;

export async function updateArticleText(db: Executor, text: ArticleTextRow): Promise<void> {
  const { articleId, language, ...changes } = text;
  await db
    .update(educationalArticleTexts)
    .set(changes)
    .where(and(eq(educationalArticleTexts.articleId, articleId), eq(educationalArticleTexts.language, language)));
}

/** Adds a language's text, unless another instance starting at the same time wrote it first. */
export async function insertArticleText(db: Executor, text: ArticleTextRow): Promise<void> {
  await db.insert(educationalArticleTexts).values(text).onConflictDoNothing();
}

export async function touchArticle(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(educationalArticles).set({ updatedAt: at }).where(eq(educationalArticles.id, id));
}
