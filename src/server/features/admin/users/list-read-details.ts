import type { AuditDetails } from '#server/db/schema/audit.ts';
import type { UserFilters } from './user-filters.ts';

/**
 * What the audit entry of a page of people an admin read says: the page, the filters in use (one not in use
 * is left out) and how many people the page showed.
 */
export function listReadDetails(query: UserFilters & { page: number }, rowCount: number): AuditDetails {
  const { search, status, dateFrom, dateTo } = query;
  const filters = Object.entries({ search, status, dateFrom, dateTo }).filter(([, value]) => value);
  return { page: query.page, ...Object.fromEntries(filters), rowCount };
}
