import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { educationalArticles, educationalArticleTexts } from '#server/db/schema/education.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { seedArticles } from './seed-articles.ts';
import { SEEDED_ARTICLES } from './seeded-articles.ts';
import { TEST_ARTICLES } from './test-articles.ts';

const t = setUpTestApp();

const articleRow = async (id: string) =>
  (await t.db.select().from(educationalArticles).where(eq(educationalArticles.id, id)))[0];

describe('seedArticles', () => {
  it('inserts every shipped article in both languages, and a second start changes nothing', async () => {
    await seedArticles(t.db, t.clock);
    const texts = await t.db.select().from(educationalArticleTexts);
    expect(texts).toHaveLength(SEEDED_ARTICLES.length * 2);
    const before = await t.db.select().from(educationalArticles);
    t.clock.advance(86_400_000);
    await seedArticles(t.db, t.clock);
    expect(await t.db.select().from(educationalArticles)).toEqual(before);
    expect(await t.db.select().from(educationalArticleTexts)).toHaveLength(texts.length);
  });

  it('replaces edited text, moves updatedAt only then, and keeps an unpublished article unpublished', async () => {
    const [original] = TEST_ARTICLES;
    if (!original) throw new Error('no test article');
    await seedArticles(t.db, t.clock, [original]);
    await t.db.update(educationalArticles).set({ published: false }).where(eq(educationalArticles.id, original.slug));
    const createdAt = (await articleRow(original.slug))?.createdAt;

    t.clock.advance(60_000);
    const edited = { ...original, text: { ...original.text, es: { ...original.text.es, title: 'Disputas eficaces' } } };
    await seedArticles(t.db, t.clock, [edited]);

    const row = await articleRow(original.slug);
    expect(row).toMatchObject({ published: false, createdAt, updatedAt: t.clock.now() });
    const es = await t.db
      .select()
      .from(educationalArticleTexts)
      .where(eq(educationalArticleTexts.articleId, original.slug));
    expect(es.find((text) => text.language === 'es')?.title).toBe('Disputas eficaces');
    expect(es.find((text) => text.language === 'en')?.title).toBe(original.text.en.title);
  });

  it('survives two starts at once', async () => {
    await Promise.all([seedArticles(t.db, t.clock, TEST_ARTICLES), seedArticles(t.db, t.clock, TEST_ARTICLES)]);
    const ids = TEST_ARTICLES.map((article) => article.slug);
    const rows = await t.db.select().from(educationalArticles);
    expect(rows.filter((row) => ids.includes(row.id))).toHaveLength(ids.length);
  });
});
