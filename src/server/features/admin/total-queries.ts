import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';

/**
 * How far a list counts its matches before it says "more than" (docs/product-rules.md, Admin): counting every
 * one of 100,000 members on each page read them all, for a figure nobody pages through.
 */
export const COUNT_CAP = 1000;

/** How many rows match: `total` itself, or, when `totalCapped`, more than `total`. */
export interface PageTotal {
  total: number;
  totalCapped: boolean;
}

/**
 * Counts the rows of `matching` no further than needed: up to COUNT_CAP, or to the end of the page asked for when
 * that is further, so the page after the shown one is always known to exist or not.
 */
export async function pageTotal(
  db: Executor,
  matching: PgSelect,
  page: { page: number; pageSize: number },
): Promise<PageTotal> {
  const enough = Math.max(COUNT_CAP, page.page * page.pageSize);
  const [row] = await db.select({ count: count() }).from(matching.limit(enough + 1).as('matching'));
  const found = row?.count ?? 0;
  return found > enough ? { total: enough, totalCapped: true } : { total: found, totalCapped: false };
}
