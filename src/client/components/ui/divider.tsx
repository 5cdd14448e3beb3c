import type { ReactNode } from 'react';

/** A rule across with a word in its middle ("or"), between two ways of doing the same thing. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
      <span aria-hidden className="h-px flex-1 bg-border" />
      <span>{children}</span>
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}
