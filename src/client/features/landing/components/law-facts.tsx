import { FilePen, Scale, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';

const FACTS = [
  ['fcra', Scale],
  ['croa', FilePen],
  ['cancel', Undo2],
] as const;

/** What is true before there are figures to show: the rules every letter and every contract rests on. */
export function LawFacts() {
  const { t } = useTranslation();
  const values = { days: INVESTIGATION_DAYS, count: CANCELLATION_WINDOW_BUSINESS_DAYS };
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {FACTS.map(([fact, Icon]) => (
        <li key={fact} className="grid content-start gap-2 rounded-xl border border-border bg-background p-5">
          <Icon className="size-6 text-primary" aria-hidden />
          <h3 className="text-lg font-semibold">{t(`landing.facts.law.${fact}.title`, values)}</h3>
          <p className="text-sm text-muted-foreground">{t(`landing.facts.law.${fact}.body`, values)}</p>
        </li>
      ))}
    </ul>
  );
}
