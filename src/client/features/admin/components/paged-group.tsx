import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Pager } from './pager.tsx';
import { QueryResult } from './query-result.tsx';

interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * One group of the subscriptions tab: its heading with the count, the read's three states, the rows (each
 * group words its own `<li>`), or the empty text, and the pager.
 */
export function PagedGroup<Data extends Paged, Row>({
  id,
  title,
  query,
  rows,
  empty,
  onPageChange,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<Data>;
  rows: (data: Data) => readonly Row[];
  empty: string;
  onPageChange: (page: number) => void;
  children: (row: Row) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {title}
        {query.data && <Badge variant="secondary">{query.data.total}</Badge>}
      </h2>
      <QueryResult query={query}>
        {(data) =>
          rows(data).length === 0 ? (
            <p className="text-muted-foreground">{empty}</p>
          ) : (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border bg-card">
                {rows(data).map(children)}
              </ul>
              <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPageChange={onPageChange} />
            </>
          )
        }
      </QueryResult>
    </section>
  );
}
