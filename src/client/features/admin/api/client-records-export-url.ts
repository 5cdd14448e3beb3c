import { withQuery } from '#client/lib/query-string.ts';
import type { ClientRecordFilters } from './admin-lists.ts';

/** The CSV download is a plain link (the browser streams the file), carrying the filters on screen. */
export function clientRecordsExportUrl(filters: ClientRecordFilters): string {
  return withQuery('/api/admin/client-records/export', { ...filters, format: 'csv' });
}
