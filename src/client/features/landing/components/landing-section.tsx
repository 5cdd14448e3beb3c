import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface LandingSectionProps {
  /** The anchor in-page links scroll to; the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Alternate backgrounds so sections read apart. */
  tone?: 'plain' | 'card';
  children: ReactNode;
}

/** One landing section: a region named by its h2, focusable so in-page links can move focus to it. */
export function LandingSection({ id, title, intro, tone = 'plain', children }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={cn('px-4 py-14 focus:outline-none sm:py-20', tone === 'card' && 'border-y border-border bg-card')}
    >
      <div className="mx-auto grid max-w-6xl gap-8">
        <div className="grid max-w-2xl gap-3">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="text-base text-muted-foreground sm:text-lg">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
