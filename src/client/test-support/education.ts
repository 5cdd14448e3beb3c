import type { Article, ArticleSummary, ListArticlesResponse } from '#shared/schemas/education.ts';
import { exampleOf } from '#shared/test-support/example.ts';

/** An article as the server sends it; override what a test cares about. */
export const anArticle = exampleOf<Article>(() => ({
  id: 'how-disputes-work',
  language: 'en',
  title: 'How Credit Report Disputes Work',
  excerpt: 'What happens after you dispute, and the 30-day clock.',
  category: 'dispute-strategy',
  readTime: 4,
  imageUrl: '/education/dispute-strategy.svg',
  published: true,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:00.000Z',
  content: '## The 30-day clock\n\nThe bureau has **30 days** to investigate.\n\n- Keep copies\n- Use certified mail',
}));

export function anArticleList(articles: ArticleSummary[], overrides: Partial<ListArticlesResponse> = {}) {
  return { articles, total: articles.length, page: 1, pageSize: 12, ...overrides };
}
