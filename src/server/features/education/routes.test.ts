import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { seedArticles } from './seed-articles.ts';
import { TEST_ARTICLES } from './test-articles.ts';

const t = setUpTestApp({}, (app) => seedArticles(app.db, app.clock, TEST_ARTICLES));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string, headers: Record<string, string> = {}) => {
  const response = await get(`/api/educational-articles${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { articles: { id: string; title: string }[]; total: number; page: number };
};
const ids = async (query: string) => (await list(query)).articles.map((article) => article.id);

describe('GET /api/educational-articles', () => {
  it('lists published articles newest first to a visitor, in English by default', async () => {
    const body = await list('');
    expect(body.articles.map((article) => article.id)).toEqual([
      'budget-basics',
      'disputes-in-body',
      'credit-cards',
      'disputes-in-title',
    ]);
    expect(body.total).toBe(4);
    expect(body.articles[0]).toMatchObject({
      language: 'en',
      title: 'A budget',
      category: 'financial-tips',
      readTime: 1,
      imageUrl: '/education/financial-tips.svg',
      published: true,
      createdAt: '2026-04-01T12:00:00.000Z',
    });
    expect(body.articles[0]).not.toHaveProperty('content');
  });

  it('answers in Spanish by lang or by the browser', async () => {
    expect((await list('?lang=es')).articles[0]?.title).toBe('Un presupuesto');
    const byHeader = await get('/api/educational-articles', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(byHeader.json().articles[0].title).toBe('Un presupuesto');
    expect(byHeader.headers.vary).toContain('Accept-Language');
  });

  it('ranks a match in the title above a match in the body, and stems the words (English)', async () => {
    expect(await ids('?search=dispute')).toEqual(['disputes-in-title', 'disputes-in-body']);
  });

  it('ranks and stems in Spanish, with or without accents', async () => {
    expect(await ids('?lang=es&search=disputa')).toEqual(['disputes-in-title', 'disputes-in-body']);
    expect(await ids('?lang=es&search=tarjeta%20credito')).toEqual(['credit-cards']);
    expect(await ids('?lang=es&search=cr%C3%A9dito')).toEqual(['credit-cards']);
  });

  it('does not match an article only because it links to another', async () => {
    expect(await ids('?search=article')).toEqual([]);
  });

  it('filters by category, alone and with a search', async () => {
    expect(await ids('?category=legal-rights')).toEqual(['disputes-in-body']);
    expect(await ids('?category=legal-rights&search=disputes')).toEqual(['disputes-in-body']);
    expect(await ids('?category=financial-tips&search=disputes')).toEqual([]);
  });

  it('answers an empty list for a search with no match or only stop words, and treats blank as no search', async () => {
    expect(await list('?search=mortgage')).toMatchObject({ articles: [], total: 0 });
    expect(await list('?search=the')).toMatchObject({ articles: [], total: 0 });
    expect((await list('?search=%20%20')).total).toBe(4);
  });

  it('pages, with the total of every match', async () => {
    const first = await list('?pageSize=3');
    const second = await list('?pageSize=3&page=2');
    expect(first.articles).toHaveLength(3);
    expect(second.articles.map((article) => article.id)).toEqual(['disputes-in-title']);
    expect([first.total, second.total]).toEqual([4, 4]);
    expect(await list('?pageSize=3&page=9')).toMatchObject({ articles: [], total: 4, page: 9 });
  });

  it('takes injection attempts and search operators as plain text: no error, no leak, nothing changed', async () => {
    for (const search of [
      "'; DROP TABLE educational_articles; --",
      "') OR 1=1 --",
      'disputes & | ! : * ( )',
      '"unclosed quote',
      '-disputes',
      '\\x00 <script>alert(1)</script>',
    ]) {
      const response = await get(`/api/educational-articles?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, search).toBe(200);
    }
    expect(await ids('?search=%22disputes%20that%20work%22')).toEqual(['disputes-in-title']);
    expect((await list('')).total).toBe(4);
  });

  it('keeps unpublished articles out of the list, the search and the article view', async () => {
    const { educationalArticles } = await import('#server/db/schema/education.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.update(educationalArticles).set({ published: false }).where(eq(educationalArticles.id, 'budget-basics'));
    try {
      expect(await ids('')).not.toContain('budget-basics');
      expect(await ids('?search=budget')).toEqual([]);
      expect((await get('/api/educational-articles/budget-basics')).statusCode).toBe(404);
    } finally {
      await t.db
        .update(educationalArticles)
        .set({ published: true })
        .where(eq(educationalArticles.id, 'budget-basics'));
    }
  });

  it('refuses bad input with 400 and the field', async () => {
    for (const query of [
      '?category=gossip',
      '?lang=fr',
      '?page=0',
      '?page=abc',
      '?pageSize=51',
      `?search=${'a'.repeat(201)}`,
      '?unknown=1',
    ]) {
      const response = await get(`/api/educational-articles${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/educational-articles/:id', () => {
  it('gives the whole article in the language asked for', async () => {
    const en = await get('/api/educational-articles/disputes-in-title');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      id: 'disputes-in-title',
      title: 'Disputes that work',
      content: expect.any(String),
    });
    const es = await get('/api/educational-articles/disputes-in-title?lang=es');
    expect(es.json()).toMatchObject({ language: 'es', title: 'Disputas que funcionan' });
  });

  it('answers 404 for an unknown article and 400 for a malformed id', async () => {
    expect((await get('/api/educational-articles/no-such-article')).statusCode).toBe(404);
    expect((await get('/api/educational-articles/..%2F..%2Fetc')).statusCode).toBe(400);
    expect((await get('/api/educational-articles/Disputes_In_Title')).statusCode).toBe(400);
  });
});
