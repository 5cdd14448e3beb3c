import { Check, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { ONBOARDING_STEPS, type OnboardingStep, STEP_NAMES } from '#shared/constants/onboarding.ts';
import { canVisit } from '#shared/rules/onboarding-progress.ts';

export const stepName = (step: OnboardingStep) => STEP_NAMES[step - 1] ?? STEP_NAMES[0];

/**
 * The progress bar and the six step buttons, named, with "Step N of 6". A step opens only when every step before
 * it is complete, and once the account exists only step 6 is left (the server holds the same rules); a step that
 * cannot be opened is a disabled button that says why.
 */
export function StepIndicator({
  current,
  completed,
  onSelect,
}: {
  current: OnboardingStep;
  completed: readonly OnboardingStep[];
  onSelect: (step: OnboardingStep) => void;
}) {
  const { t } = useTranslation();
  const total = ONBOARDING_STEPS.length;
  const progress = t('onboarding.page.progress', {
    step: current,
    total,
    name: t(`onboarding.steps.${stepName(current)}`),
  });
  return (
    <nav aria-label={t('onboarding.page.stepsLabel')} className="grid gap-3">
      <p className="text-sm font-medium">{progress}</p>
      <div
        role="progressbar"
        aria-label={t('onboarding.page.stepsLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        {/* Filled by the steps done, so the last step shows the bar full only once it is done too. */}
        <div
          className="h-full bg-primary transition-all"
          style={{ width: `${(completed.length / total) * 100}%` }}
          data-testid="progress-fill"
        />
      </div>
      <ol className="grid grid-cols-6 gap-1 sm:gap-2">
        {ONBOARDING_STEPS.map((step) => {
          const done = completed.includes(step);
          const reachable = canVisit(step, completed);
          const isCurrent = step === current;
          const status = isCurrent ? 'current' : done ? 'done' : !reachable ? 'locked' : 'open';
          return (
            <li key={step}>
              <button
                type="button"
                disabled={!reachable || isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t('onboarding.page.stepButton', {
                  step,
                  name: t(`onboarding.steps.${stepName(step)}`),
                  status: t(`onboarding.page.stepStatus.${status}`),
                })}
                onClick={() => !isCurrent && onSelect(step)}
                className={cn(
                  'flex min-h-12 w-full flex-col items-center justify-center gap-1 rounded-md border px-1 py-2 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed',
                  isCurrent
                    ? 'border-primary bg-primary text-primary-foreground'
                    : status === 'done'
                      ? 'border-primary/40 bg-primary/10 text-foreground hover:bg-primary/20'
                      : status === 'open'
                        ? 'border-border bg-card hover:bg-muted'
                        : 'border-border bg-muted text-muted-foreground opacity-70',
                )}
              >
                <span className="flex items-center gap-1 text-sm">
                  {status === 'done' && <Check className="size-4" aria-hidden />}
                  {status === 'locked' && <Lock className="size-3.5" aria-hidden />}
                  {step}
                </span>
                {/* Without a space between them the number and the name read as one word ("1Your") against the name. */}{' '}
                <span className="hidden text-center leading-tight sm:block">
                  {t(`onboarding.steps.${stepName(step)}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
