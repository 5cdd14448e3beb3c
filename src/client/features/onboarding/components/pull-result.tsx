import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { pullIncreaseEstimate } from '#shared/rules/dispute-selection.ts';
import type { CreditPullResult } from '#shared/schemas/credit.ts';

/** The scores, how many negative items were found and what disputing them might be worth. */
export function PullResult({ result }: { result: CreditPullResult }) {
  const { t } = useTranslation();
  const scores = {
    experian: result.experianScore,
    equifax: result.equifaxScore,
    transunion: result.transunionScore,
  };
  const count = result.negativeItems.length;
  return (
    <div className="grid gap-4">
      <div
        role="progressbar"
        aria-label={t('onboarding.credit.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={100}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full w-full rounded-full bg-primary" />
      </div>
      <h3 className="text-xl font-semibold">{t('onboarding.credit.successTitle')}</h3>
      {result.dataSource === 'demo' && (
        <p
          role="note"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('credit.source.demo')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-lg border border-primary p-3">
          <dt className="text-sm text-muted-foreground">{t('onboarding.credit.average')}</dt>
          <dd className="text-3xl font-bold tabular-nums">{result.creditScore ?? '—'}</dd>
        </div>
        {BUREAUS.map((bureau) => (
          <div key={bureau} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{t(`bureaus.${bureau}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {scores[bureau] ?? <span className="text-base font-normal">{t('onboarding.credit.noScore')}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="font-medium">{t('onboarding.credit.negativeItems', { count })}</p>
      {count > 0 && (
        <p className="rounded-lg bg-primary/10 p-3 text-primary">
          <span className="font-semibold">
            {t('onboarding.credit.potentialIncrease', { points: pullIncreaseEstimate(count) })}
          </span>{' '}
          <span className="text-sm">{t('onboarding.credit.estimate')}</span>
        </p>
      )}
    </div>
  );
}
