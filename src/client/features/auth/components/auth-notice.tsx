import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';

/**
 * One message in place of a form: "check your email", or why a link did not work and what to do next. The text
 * is announced, because it replaces what the person was looking at.
 */
export function AuthNotice({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="items-start gap-3">
        <Icon className="size-8 text-primary" aria-hidden />
        <h1 className="text-xl font-semibold leading-tight">{title}</h1>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div role="status" className="grid gap-3 [overflow-wrap:anywhere]">
          {children}
        </div>
        {actions && <div className="grid gap-2 sm:flex sm:flex-wrap">{actions}</div>}
      </CardContent>
    </Card>
  );
}
