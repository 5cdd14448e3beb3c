import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { EDUCATION_CATEGORIES } from '#shared/constants/education.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { at } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Accents folded away on both sides of a search, so a reader on a phone who types "credito" finds "crédito".
 * translate() and lower() are immutable, so the same expression can feed a stored generated column.
 */
export const foldAccents = (value: SQL): SQL =>
  sql`translate(lower(${value}), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')`;

/** The text-search configuration of a language: Spanish stems "tarjetas" to "tarjet", English "disputes" to "disput". */
export const searchConfigOf = (language: SQL): SQL =>
  sql`(CASE ${language} WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END)`;

/** The shared part of an article: where it sits in the hub and whether readers see it. */
export const educationalArticles = pgTable('educational_articles', {
  /** A readable slug, stable across languages: the `?article=` of a deep link. */
  id: text('id').primaryKey(),
  category: text('category', { enum: EDUCATION_CATEGORIES }).notNull(),
  imageUrl: text('image_url'),
  published: boolean('published').notNull().default(true),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One language's text of an article with its ranked search vector: title weighs most, then the excerpt, then
 * the body. Link targets are dropped from the body first, so a link to another article does not match it.
 */
export const educationalArticleTexts = pgTable(
  'educational_article_texts',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => educationalArticles.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    readMinutes: integer('read_minutes').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`
          setweight(to_tsvector(${searchConfigOf(sql`language`)}, ${foldAccents(sql`title`)}), 'A') ||
          setweight(to_tsvector(${searchConfigOf(sql`language`)}, ${foldAccents(sql`excerpt`)}), 'B') ||
          setweight(to_tsvector(${searchConfigOf(sql`language`)},
            ${foldAccents(sql`regexp_replace(content, '\\]\\([^)]*\\)', ']', 'g')`)}), 'C')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.language] }),
    index('educational_article_texts_search_idx').using('gin', table.searchVector),
    check('educational_article_texts_read_minutes_check', sql`${table.readMinutes} > 0`),
  ],
);
