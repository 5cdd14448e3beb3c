import { CheckCircle2, Circle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { BUREAU_TICK_MS, BUREAU_TICK_PERCENT, isBureauMarked } from '../bureau-submission.ts';

/** The spec's animation of the disputes being queued for each bureau; `onFinished` when it reaches 100. */
export function BureauSubmission({ onFinished }: { onFinished: () => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (progress >= 100) {
      finished.current();
      return;
    }
    const timer = setTimeout(() => setProgress((value) => Math.min(100, value + BUREAU_TICK_PERCENT)), BUREAU_TICK_MS);
    return () => clearTimeout(timer);
  }, [progress]);
  return (
    <section aria-labelledby="bureau-submission" className="grid gap-4 rounded-lg border border-border p-4">
      <h3 id="bureau-submission" className="text-lg font-semibold">
        {t('onboarding.account.bureauTitle')}
      </h3>
      <div
        role="progressbar"
        aria-label={t('onboarding.account.bureauLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${progress}%` }} />
      </div>
      <ul className="grid gap-2 sm:grid-cols-3">
        {BUREAUS.map((bureau) => {
          const marked = isBureauMarked(bureau, progress);
          return (
            <li key={bureau} className="flex items-center gap-2">
              {marked ? (
                <CheckCircle2 className="size-5 text-primary" aria-hidden />
              ) : (
                <Circle className="size-5 text-muted-foreground" aria-hidden />
              )}
              <span className="font-medium">{t(`bureaus.${bureau}`)}</span>
              <span className="text-sm text-muted-foreground">
                {marked ? t('onboarding.account.queued') : t('onboarding.account.waiting')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
