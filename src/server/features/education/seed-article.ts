import type { EducationCategory } from '#shared/constants/education.ts';
import type { Language } from '#shared/constants/languages.ts';

/** One language's text of an article. `content` is Markdown in the subset the hub renders (docs/architecture.md). */
export interface ArticleText {
  title: string;
  excerpt: string;
  content: string;
}

/** An article we wrote and ship with the product; seeded at start, updated in place when its text changes. */
export interface SeedArticle {
  /** Stable public id used in `/education?article=…` links. */
  slug: string;
  category: EducationCategory;
  imageUrl: string | null;
  /** The day the text was written, ISO (YYYY-MM-DD). */
  writtenOn: string;
  text: Record<Language, ArticleText>;
}
