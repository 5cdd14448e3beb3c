import { useTranslation } from 'react-i18next';
import type { PublicFigures } from '#shared/rules/public-figures.ts';

// Figures read the same in both languages (en-US formats: docs/product-rules.md, Conventions).
const count = new Intl.NumberFormat('en-US');

/** The figures counted from the records, once the server publishes them (past its thresholds). */
export function SiteFigures({ figures }: { figures: PublicFigures }) {
  const { t } = useTranslation();
  const stats = [
    [count.format(figures.membersHelped), t('landing.facts.figures.membersHelped')],
    [count.format(figures.lettersPrepared), t('landing.facts.figures.lettersPrepared')],
    [`${figures.deletedPercent}%`, t('landing.facts.figures.deleted', { count: figures.outcomesRecorded })],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {stats.map(([value, label]) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-border bg-background p-4"
        >
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-bold text-primary">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
