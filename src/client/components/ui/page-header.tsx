import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** The muted line under the title. */
  intro?: ReactNode;
  /** The page's main buttons, at the end of the title's line (under it on a narrow screen). */
  actions?: ReactNode;
  className?: string;
  /** Further lines under the intro. */
  children?: ReactNode;
}

/** The top of a member's page: its title, what it is for and, beside them, what the member can start from here. */
export function PageHeader({ title, intro, actions, className, children }: PageHeaderProps) {
  const text = (
    <div className={cn('grid', actions ? 'gap-1' : 'gap-2', className)}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <p className="text-muted-foreground">{intro}</p>}
      {children}
    </div>
  );
  if (!actions) return text;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {text}
      {actions}
    </div>
  );
}
