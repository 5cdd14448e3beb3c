import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back from a hand-entry page, a full touch target high. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center gap-2 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
