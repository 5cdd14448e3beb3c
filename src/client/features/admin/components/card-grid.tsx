import type { ReactNode } from 'react';

/**
 * One field of a row, named by its column: on a small screen, where the rows are cards and the header row is gone,
 * the name shows; on a wide one it is left to screen readers.
 */
export function GridCell({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1 text-sm">
      <dt className="text-xs font-medium text-muted-foreground lg:sr-only">{name}</dt>
      <dd className="grid justify-items-start gap-1">{children}</dd>
    </div>
  );
}

/**
 * The admin's record lists (clients, mailings): a six-column grid on a wide screen, one card per row below it
 * (docs/product-rules.md, Admin). `columns` are the six names, translated; `children` gives a row's GridCells.
 */
export function CardGrid<Row extends { id: string }>({
  columns,
  label,
  empty,
  rows,
  children,
}: {
  columns: readonly string[];
  label: string;
  empty: string;
  rows: readonly Row[];
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-3 lg:gap-0">
      {/* The header row only repeats the field names each row already gives screen readers. */}
      <div aria-hidden="true" className="hidden grid-cols-6 gap-4 border-b border-border px-4 py-2 lg:grid">
        {columns.map((column) => (
          <span key={column} className="text-sm font-medium text-muted-foreground">
            {column}
          </span>
        ))}
      </div>
      <ul aria-label={label} className="grid gap-3 lg:gap-0">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-lg border border-border bg-card p-4 lg:rounded-none lg:border-0 lg:border-b"
          >
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:gap-4">{children(row)}</dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
