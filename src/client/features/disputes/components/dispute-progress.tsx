import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DisputeStatus } from '#shared/constants/disputes.ts';
import { progressOf } from '#shared/rules/dispute-status.ts';
import { cn } from '../../../lib/cn.ts';
import { nextActionText } from '../dispute-text.ts';

const STEPS = [
  { status: 'sent', label: 'disputes.progress.sent' },
  { status: 'in_review', label: 'disputes.progress.inReview' },
  { status: 'resolved', label: 'disputes.progress.resolved' },
] as const;

/** The spec's three steps (sent, under review, resolved) as a bar, with what the member does next. */
export function DisputeProgress({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation();
  const progress = progressOf(status);
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={t('disputes.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
      </div>
      <ol className="grid grid-cols-3 gap-1 text-xs">
        {STEPS.map((step, index) => {
          const reached = progress >= progressOf(step.status);
          return (
            <li
              key={step.status}
              className={cn(
                'flex items-center gap-1',
                index === 1 && 'justify-center',
                index === 2 && 'justify-end',
                reached ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {reached && <Check className="size-3.5 shrink-0 text-primary" aria-hidden />}
              <span>{t(step.label)}</span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm">
        <span className="font-medium">{t('disputes.nextAction.label')} </span>
        {nextActionText(t, status)}
      </p>
    </div>
  );
}
