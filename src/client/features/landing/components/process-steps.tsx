import { useTranslation } from 'react-i18next';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { LandingSection } from './landing-section.tsx';

const STEPS = ['check', 'choose', 'letters', 'follow'] as const;

/** Four steps as it really works: we write the letters, the member mails them (docs/product-rules.md, Public pages). */
export function ProcessSteps() {
  const { t } = useTranslation();
  return (
    <LandingSection id="how-it-works" title={t('landing.process.title')} intro={t('landing.process.intro')}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-xl border border-border bg-card p-5 lg:flex-col">
            <span
              aria-hidden
              className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="grid gap-1">
              <h3 className="font-semibold">{t(`landing.process.steps.${step}.title`)}</h3>
              <p className="text-sm text-muted-foreground">
                {t(`landing.process.steps.${step}.body`, { days: INVESTIGATION_DAYS })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
