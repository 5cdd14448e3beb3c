import { describe, expect, it } from 'vitest';
import { clientRecordsExportUrl } from './client-records-export-url.ts';

describe('clientRecordsExportUrl', () => {
  it('carries the filters that are set and asks for CSV', () => {
    expect(clientRecordsExportUrl({ search: 'ruiz', status: 'active', dateFrom: '2026-01-01' })).toBe(
      '/api/admin/client-records/export?search=ruiz&status=active&dateFrom=2026-01-01&format=csv',
    );
    expect(clientRecordsExportUrl({})).toBe('/api/admin/client-records/export?format=csv');
  });
});
