import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** While the request is being sent, the bar stands at this share. */
const INITIATED_PERCENT = 10;

/**
 * What the pull is really doing, never a made-up figure: the request is on its way (10%), or the server has
 * it and waits for the bureaus (an animated bar and the seconds elapsed).
 */
export function PullProgress({ phase, since }: { phase: 'initiated' | 'in_progress'; since: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  const waiting = phase === 'in_progress';
  return (
    <div className="grid gap-3 rounded-lg border border-border p-4" aria-live="polite">
      <p className="font-medium">{waiting ? t('onboarding.credit.inProgress') : t('onboarding.credit.initiated')}</p>
      <div
        role="progressbar"
        aria-label={t('onboarding.credit.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={waiting ? undefined : INITIATED_PERCENT}
        className="relative h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full bg-primary transition-all', waiting && 'w-full animate-pulse')}
          style={waiting ? undefined : { width: `${INITIATED_PERCENT}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('onboarding.credit.elapsed', { count: seconds })} · {t('onboarding.credit.keepOpen')}
      </p>
    </div>
  );
}
