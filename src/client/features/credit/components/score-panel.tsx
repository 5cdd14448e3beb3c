import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import { riskLevel, scoreBand, scoreColor } from '#shared/rules/score-band.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';

const COLOR_CLASSES = {
  green: 'text-emerald-700 dark:text-emerald-400',
  blue: 'text-sky-700 dark:text-sky-400',
  yellow: 'text-amber-700 dark:text-amber-400',
  red: 'text-red-700 dark:text-red-400',
} as const;

const BAR_CLASSES = {
  green: 'bg-emerald-600',
  blue: 'bg-sky-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
} as const;

export type ScorePanelReport = Pick<
  CreditReportResponse,
  'creditScore' | 'experianScore' | 'equifaxScore' | 'transunionScore' | 'bureausReturned'
>;

function ScoreFigure({ score, size }: { score: number; size: 'lg' | 'sm' }) {
  const { t } = useTranslation();
  const color = scoreColor(score);
  return (
    <div className="grid gap-1">
      <span className={cn('font-bold tabular-nums', size === 'lg' ? 'text-5xl' : 'text-3xl', COLOR_CLASSES[color])}>
        {score}
      </span>
      <span className="text-sm font-medium">{t(`credit.scoreBand.${scoreBand(score)}`)}</span>
      <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className={cn('h-full', BAR_CLASSES[color])} style={{ width: `${((score - 300) / 550) * 100}%` }} />
      </div>
    </div>
  );
}

/** Bureau scores with their bands and risk (docs/product-rules.md, Credit data); with none, how to see a real one. */
export function ScorePanel({ report }: { report: ScorePanelReport }) {
  const { t } = useTranslation();
  const { creditScore, bureausReturned } = report;
  const scores: Record<Bureau, number | null> = {
    experian: report.experianScore,
    equifax: report.equifaxScore,
    transunion: report.transunionScore,
  };
  if (creditScore === null) {
    // No number without a source: with no bureau's score there is none to show, and no guess either.
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('credit.score.noneTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p>{t('credit.score.none')}</p>
          <p className="text-muted-foreground">{t('credit.score.howToSeeOne')}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('credit.score.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-2">
          <span className="text-sm text-muted-foreground">{t('credit.score.average')}</span>
          <ScoreFigure score={creditScore} size="lg" />
          <span className="text-sm">
            {t('credit.score.risk', { risk: t(`credit.risk.${riskLevel(creditScore)}`) })}
          </span>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {BUREAUS.map((bureau) => {
            const score = scores[bureau];
            return (
              <li key={bureau} className="grid content-start gap-2 rounded-lg border border-border p-3">
                <span className="text-sm font-medium">{t(`bureaus.${bureau}`)}</span>
                {score !== null ? (
                  <ScoreFigure score={score} size="sm" />
                ) : (
                  <span className="text-sm text-muted-foreground">
                    {bureausReturned.includes(bureau) ? t('credit.score.notScored') : t('credit.score.notReturned')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
