import { useState } from 'react';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

/** How long a search box waits for the admin to stop typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * An admin list's filters and page. Changing a filter goes back to page 1; a search reaches the query only
 * once typing pauses, trimmed, and not at all when empty.
 */
export function useListFilters<F extends object>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const typed = 'search' in filters && typeof filters.search === 'string' ? filters.search.trim() : '';
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const applied: Omit<F, 'search'> & { search?: string } =
    'search' in filters ? { ...filters, search: search || undefined } : filters;
  return {
    filters,
    page,
    setPage,
    update: (patch: Partial<F>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setPage(1);
    },
    /** The filters as the server gets them. */
    applied,
    /** The admin typed a search the list does not show yet: anything acting on "this list" must wait. */
    settling: typed !== search,
  };
}
