import { AppError } from '#server/errors.ts';
import { DAY_MS } from '#shared/constants/time.ts';

// What an admin types into a list's filters (the users, the client records, the disputes, the audit log).

/**
 * An inclusive range of UTC days as instants: from the first day's midnight to the midnight after the last
 * day (exclusive), so a row at 23:59:59.999 on `dateTo` is still in. A range that ends before it starts is
 * the caller's mistake, not an empty answer.
 */
export function dayRange(dateFrom: string | undefined, dateTo: string | undefined): { from?: Date; before?: Date } {
  if (dateFrom && dateTo && dateFrom > dateTo) {
    throw new AppError('VALIDATION_FAILED', 400, 'dateFrom is after dateTo', {
      issues: [{ path: 'dateTo', code: 'custom', message: 'validation.invalidFormat' }],
    });
  }
  return {
    ...(dateFrom ? { from: new Date(`${dateFrom}T00:00:00Z`) } : {}),
    ...(dateTo ? { before: new Date(new Date(`${dateTo}T00:00:00Z`).getTime() + DAY_MS) } : {}),
  };
}

/**
 * The shortest search matched anywhere in a field. The trigram indexes that find a substring (pg_trgm, migration
 * 0020) need three characters to look anything up: a shorter one would read every account, so it matches the
 * start of the field instead, which the same indexes find (docs/product-rules.md, Admin).
 */
export const SUBSTRING_SEARCH_MIN_LENGTH = 3;

/**
 * What an admin typed, as an ILIKE pattern: anywhere in the field, or at its start when shorter than
 * SUBSTRING_SEARCH_MIN_LENGTH. `%`, `_` and the escape character itself are matched literally (backslash is
 * PostgreSQL's default LIKE escape), so "100%" does not match everything.
 */
export function likePattern(search: string): string {
  const literal = search.replace(/[\\%_]/g, (character) => `\\${character}`);
  return search.length < SUBSTRING_SEARCH_MIN_LENGTH ? `${literal}%` : `%${literal}%`;
}
