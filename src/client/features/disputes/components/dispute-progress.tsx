import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { progressOfPhase } from '#shared/rules/dispute-progress.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { nextActionText } from '../dispute-text.ts';
import { basePhaseOf, useShownPhase } from './letters-mailed-for-them.ts';

const STEPS = [
  { phase: 'ready_to_mail', label: 'disputes.phase.ready_to_mail' },
  { phase: 'mailed', label: 'disputes.phase.mailed' },
  { phase: 'resolved', label: 'disputes.progress.answered' },
] as const;

/**
 * Three steps (ready to mail or queued for mailing, mailed, answered) as a bar, and the next step
 * (docs/product-rules.md, Disputes).
 */
export function DisputeProgress({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const phase = useShownPhase(dispute);
  const base = basePhaseOf(phase);
  const progress = progressOfPhase(base);
  // While we mail the letters for them, or after USPS returned one, the first step and the next one say so.
  const byMail = phase === 'mail_queued' || phase === 'mail_returned' ? phase : null;
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
          const reached = progress >= progressOfPhase(step.phase);
          return (
            <li
              key={step.phase}
              className={cn(
                'flex items-center gap-1',
                index === 1 && 'justify-center',
                index === 2 && 'justify-end',
                reached ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {reached && <Check className="size-3.5 shrink-0 text-primary" aria-hidden />}
              <span>{t(index === 0 && byMail ? `disputes.phase.${byMail}` : step.label)}</span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm">
        <span className="font-medium">{t('disputes.nextAction.label')} </span>
        {byMail ? t(`disputes.nextAction.${byMail}`) : nextActionText(t, base)}
      </p>
    </div>
  );
}
