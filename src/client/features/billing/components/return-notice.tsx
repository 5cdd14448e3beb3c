import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What happened on the processor's page, said once the member is back: a status region, so a screen reader
 * hears "Confirming your card…" and then the outcome.
 */
export function ReturnNotice({
  title,
  body,
  waiting = false,
  children,
}: {
  title: string;
  body: string;
  /** Still waiting for the processor's notice. */
  waiting?: boolean;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="flex items-center gap-2 text-lg font-semibold">
        {waiting && <Loader2 className="size-5 shrink-0 animate-spin" aria-hidden />}
        {title}
      </p>
      <p className="text-sm">{body}</p>
      {children}
    </div>
  );
}
