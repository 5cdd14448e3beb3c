import { CalendarClock, FileText, Languages, Reply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { LandingSection } from './landing-section.tsx';

const FEATURES = [
  ['letters', FileText],
  ['followUps', Reply],
  ['deadlines', CalendarClock],
  ['language', Languages],
] as const;

/** What every plan gets (the plans differ only in allowance and billing): the code gives all of it to each. */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <LandingSection id="features" tone="card" title={t('landing.features.title')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(([feature, Icon]) => (
          <li key={feature} className="grid content-start gap-3 rounded-xl border border-border bg-background p-5">
            <span className="grid size-11 place-items-center rounded-lg bg-muted text-primary">
              <Icon width={22} height={22} aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{t(`landing.features.items.${feature}.title`)}</h3>
            <p className="text-sm text-muted-foreground">
              {t(`landing.features.items.${feature}.body`, { days: INVESTIGATION_DAYS })}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
