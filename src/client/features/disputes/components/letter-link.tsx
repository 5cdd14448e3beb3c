import { FileDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A letter to download (ours to print, or the one a recipient sent back): a same-origin link, so the session cookie
 * goes with it and the browser saves the file.
 */
export function LetterLink({
  href,
  icon: Icon = FileDown,
  children,
}: {
  href: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
    </a>
  );
}
