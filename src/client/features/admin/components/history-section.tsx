import type { ReactNode } from 'react';

/** One part of a client's history: a heading, then its entries or a line saying there are none. */
export function HistorySection({
  id,
  title,
  isEmpty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {isEmpty ? <p className="text-sm text-muted-foreground">{emptyText}</p> : children}
    </section>
  );
}

export const historyListClass = 'divide-y divide-border rounded-lg border border-border text-sm';
