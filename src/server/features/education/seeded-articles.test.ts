import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDUCATION_CATEGORIES } from '#shared/constants/education.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { safeHref } from '#shared/rules/markdown.ts';
import { ArticleIdSchema } from '#shared/schemas/education.ts';
import { SEEDED_ARTICLES } from './seeded-articles.ts';

const slugs = SEEDED_ARTICLES.map((article) => article.slug);
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
// Lines the hub's renderer does not understand would show their marks as text.
const UNSUPPORTED_LINE = /^(#(?!#)|#{4,}|>|\||<|```|\s{4}|\* |\d+\.\S)/;

describe('the articles CreditPath ships', () => {
  it('are at least eight, with unique slugs, covering every category', () => {
    expect(SEEDED_ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(ArticleIdSchema.safeParse(slug).success, slug).toBe(true);
    for (const category of EDUCATION_CATEGORIES) {
      expect(
        SEEDED_ARTICLES.some((article) => article.category === category),
        category,
      ).toBe(true);
    }
  });

  it('include the two the dispute center links to', () => {
    expect(slugs).toEqual(expect.arrayContaining(['how-disputes-work', 'your-rights-under-the-fcra']));
  });

  it('have a title, a short excerpt and a body in both languages, in the Markdown the hub renders', () => {
    for (const article of SEEDED_ARTICLES) {
      for (const language of LANGUAGES) {
        const text = article.text[language];
        const where = `${article.slug} (${language})`;
        expect(text.title.trim().length, where).toBeGreaterThan(5);
        expect(text.excerpt.length, where).toBeLessThanOrEqual(200);
        expect(text.content.split(/\s+/).length, where).toBeGreaterThan(300);
        const unsupported = text.content.split('\n').filter((line) => UNSUPPORTED_LINE.test(line));
        expect(unsupported, where).toEqual([]);
      }
    }
  });

  it('link only to safe addresses, and in-app links lead to pages that exist', () => {
    for (const article of SEEDED_ARTICLES) {
      for (const language of LANGUAGES) {
        for (const [, , href = ''] of article.text[language].content.matchAll(LINK)) {
          const where = `${article.slug} (${language}): ${href}`;
          expect(safeHref(href), where).not.toBeNull();
          const linked = /^\/education\?article=(.+)$/.exec(href)?.[1];
          if (linked) expect(slugs, where).toContain(linked);
          else if (href.startsWith('/'))
            expect(href, where).toMatch(/^\/legal\/(terms|privacy|croa-rights|right-to-cancel)$/);
        }
      }
    }
  });

  it('show an image that ships with the app', () => {
    for (const article of SEEDED_ARTICLES) {
      if (article.imageUrl === null) continue;
      expect(fs.existsSync(new URL(`../../../../public${article.imageUrl}`, import.meta.url)), article.imageUrl).toBe(
        true,
      );
    }
  });
});
