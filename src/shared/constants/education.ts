/** The hub's categories, in the order the filter buttons show them (docs/product-rules.md, Public pages). */
export const EDUCATION_CATEGORIES = [
  'credit-basics',
  'dispute-strategy',
  'financial-tips',
  'legal-rights',
  'industry-insights',
] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

/** Articles per page of the hub's list; a page may ask for fewer, never more than the maximum. */
export const ARTICLES_PAGE_SIZE = 12;
export const ARTICLES_MAX_PAGE_SIZE = 50;
/** The last page number the API accepts. */
export const ARTICLES_MAX_PAGE = 10_000;

/** The longest search a reader may type; longer text is refused, not cut. */
export const ARTICLE_SEARCH_MAX_LENGTH = 200;

/** Reading speed behind an article's "N min read". */
export const READING_WORDS_PER_MINUTE = 200;
