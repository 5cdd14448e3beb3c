import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A box whose content (a wide table) scrolls sideways on a narrow screen. It is a named tab stop, so a keyboard
 * user can reach it and scroll it with the arrow keys, and a screen reader says what it holds (WCAG 2.1.1;
 * axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the box holds, as its accessible name: usually the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to be scrolled.
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      {children}
    </section>
  );
}
