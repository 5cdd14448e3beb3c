import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { Button } from './button.tsx';

interface SectionProps {
  /** The heading's id: the section is named by its heading. */
  id: string;
  title: ReactNode;
  /** The line under the heading, small and muted. */
  description?: ReactNode;
  /** A link at the end of the heading's line to the page that shows all of it. */
  seeAll?: { to: string; label: ReactNode };
  /** 'xl': a part of the account page; '2xl': a part of a page of its own. */
  size?: 'xl' | '2xl';
  /** A bordered card, as the account page's settings are. */
  card?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A part of a page under its own h2, the way every titled block of the member's pages is written. */
export function Section({ id, title, description, seeAll, size = 'xl', card, className, children }: SectionProps) {
  const heading = (
    <h2 id={id} className={size === 'xl' ? 'text-xl font-semibold' : 'text-2xl font-semibold'}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn('grid gap-3', card && 'rounded-lg border border-border bg-card p-4', className)}
    >
      {seeAll ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          <Link to={seeAll.to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {seeAll.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {children}
    </section>
  );
}

/** "Loading…" where an answer is on its way, announced to screen readers. */
export function Loading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={cn('text-muted-foreground', className)}>
      {t('common.loading')}
    </p>
  );
}

/** A list's rows, or the muted line saying there are none instead of an empty list. */
export function ListOrEmpty<Row>({
  rows,
  empty,
  className,
  children,
}: {
  rows: readonly Row[];
  empty: string;
  className: string;
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return <ul className={className}>{rows.map(children)}</ul>;
}

/** A list's answer once it came: "Loading…" while it comes, what went wrong and "Try again" when it failed. */
export function QueryAnswer<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-2">
        <p>{errorMessage(query.error, t)}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
