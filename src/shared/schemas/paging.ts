import { z } from 'zod';

/** How far a list lets its query page: the last page it accepts, the largest page and the page size it defaults to. */
interface PageLimits {
  maxPage: number;
  maxPageSize: number;
  defaultPageSize: number;
}

/** A paged list's query fields: `page` from 1 (default 1), `pageSize` from 1 up to the list's maximum. */
export const pageQuery = ({ maxPage, maxPageSize, defaultPageSize }: PageLimits) => ({
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});

/** A paged answer's fields beside its rows: the count of every match, across all pages, and the page it holds. */
export const pageOf = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
};
