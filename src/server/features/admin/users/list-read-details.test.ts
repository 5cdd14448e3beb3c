import { describe, expect, it } from 'vitest';
import { listReadDetails } from './list-read-details.ts';

describe('listReadDetails', () => {
  it('names the page, the filters in use and the number of people shown', () => {
    expect(
      listReadDetails({ page: 2, search: 'lopez', status: 'active', dateFrom: '2026-11-01', dateTo: '2026-11-30' }, 7),
    ).toEqual({
      page: 2,
      search: 'lopez',
      status: 'active',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      rowCount: 7,
    });
  });

  it('leaves out the filters not in use, an empty search among them', () => {
    expect(listReadDetails({ page: 1, search: '' }, 0)).toEqual({ page: 1, rowCount: 0 });
    expect(listReadDetails({ page: 3, status: 'inactive' }, 25)).toEqual({ page: 3, status: 'inactive', rowCount: 25 });
  });
});
