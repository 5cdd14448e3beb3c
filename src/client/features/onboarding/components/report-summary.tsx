import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import type { ReportWay } from '#shared/constants/onboarding.ts';
import type { CreditPullResult } from '#shared/schemas/credit.ts';

/**
 * What the report brought at step 3 holds: where it came from, the scores it gives (a hand-entered report has
 * none) and how many negative items were found. No estimate of what disputing them is worth: nothing backs one.
 */
export function ReportSummary({ result, way }: { result: CreditPullResult; way: ReportWay | null }) {
  const { t } = useTranslation();
  const scores = {
    experian: result.experianScore,
    equifax: result.equifaxScore,
    transunion: result.transunionScore,
  };
  const hasScores = BUREAUS.some((bureau) => scores[bureau] !== null);
  return (
    <section role="status" className="grid gap-4 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <h3 className="text-xl font-semibold">{t('onboarding.reports.result.title')}</h3>
      {/* The sample says what it is in the note below, once. */}
      {way && way !== 'sample' && <p className="text-sm">{t(`onboarding.reports.result.from.${way}`)}</p>}
      {result.dataSource === 'demo' && (
        <p
          role="note"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('credit.source.demo')}
        </p>
      )}
      {hasScores && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="rounded-lg border border-primary bg-card p-3">
            <dt className="text-sm text-muted-foreground">{t('onboarding.reports.result.average')}</dt>
            <dd className="text-3xl font-bold tabular-nums">{result.creditScore ?? '—'}</dd>
          </div>
          {BUREAUS.map((bureau) => (
            <div key={bureau} className="rounded-lg border border-border bg-card p-3">
              <dt className="text-sm text-muted-foreground">{t(`bureaus.${bureau}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {scores[bureau] ?? (
                  <span className="text-base font-normal">{t('onboarding.reports.result.noScore')}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="font-medium">
        {t('onboarding.reports.result.negativeItems', { count: result.negativeItems.length })}
      </p>
    </section>
  );
}
