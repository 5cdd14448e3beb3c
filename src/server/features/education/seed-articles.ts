import type { Clock } from '#server/clock.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { findArticleTexts, insertArticleText, touchArticle, updateArticleText, upsertArticle } from './queries.ts';
import { readMinutes } from './read-minutes.ts';
import type { ArticleText, SeedArticle } from './seed-article.ts';
import { SEEDED_ARTICLES } from './seeded-articles.ts';

const sameText = (stored: ArticleText | undefined, shipped: ArticleText) =>
  stored?.title === shipped.title && stored.excerpt === shipped.excerpt && stored.content === shipped.content;

/**
 * Puts the articles we ship into the database at every start. An article already there keeps its
 * `published` choice; its text is replaced only when we changed it, and only then does `updatedAt` move.
 * Several instances starting at once are safe: inserts skip rows another one wrote first.
 */
export async function seedArticles(db: Database, clock: Clock, articles: readonly SeedArticle[] = SEEDED_ARTICLES) {
  if (articles.length === 0) return;
  await db.transaction(async (tx) => {
    const stored = await findArticleTexts(
      tx,
      articles.map((article) => article.slug),
    );
    const storedText = (slug: string, language: string) =>
      stored.find((row) => row.articleId === slug && row.language === language);
    for (const article of articles) await seedArticle(tx, clock, article, storedText);
  });
}

async function seedArticle(
  tx: Transaction,
  clock: Clock,
  article: SeedArticle,
  storedText: (slug: string, language: string) => ArticleText | undefined,
) {
  const writtenOn = new Date(`${article.writtenOn}T12:00:00Z`);
  await upsertArticle(tx, {
    id: article.slug,
    category: article.category,
    imageUrl: article.imageUrl,
    createdAt: writtenOn,
    updatedAt: writtenOn,
  });
  let edited = false;
  for (const language of LANGUAGES) {
    const text = article.text[language];
    const stored = storedText(article.slug, language);
    if (sameText(stored, text)) continue;
    const row = { articleId: article.slug, language, ...text, readMinutes: readMinutes(text.content) };
    if (stored) {
      edited = true;
      await updateArticleText(tx, row);
    } else {
      await insertArticleText(tx, row);
    }
  }
  if (edited) {
    await touchArticle(tx, article.slug, clock.now());
  }
}
