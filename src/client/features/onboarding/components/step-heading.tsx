import type { ReactNode } from 'react';

/** A step's title and why it asks what it asks, then anything else the step says before its fields (`children`). */
export function StepHeading({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="text-muted-foreground">{intro}</p>
      {children}
    </div>
  );
}
