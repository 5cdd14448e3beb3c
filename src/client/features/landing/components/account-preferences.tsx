import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PREFERENCE_KEYS,
  type PreferenceKey,
  readPreferences,
  writePreference,
} from '#client/lib/preferences-storage.ts';
import type { Preferences } from '#shared/schemas/onboarding.ts';
import { LandingSection } from './landing-section.tsx';

const COMMON_ISSUES = ['medicalBills', 'latePayments', 'collections', 'chargeOffs'] as const;

/** Three checkboxes kept in this browser, and the common issues people bring (docs/product-rules.md, Onboarding). */
export function AccountPreferences() {
  const { t } = useTranslation();
  const baseId = useId();
  // Read once, before the first paint, so the boxes never flip after load.
  const [preferences, setPreferences] = useState<Preferences>(readPreferences);
  const change = (key: PreferenceKey, value: boolean) => {
    writePreference(key, value);
    setPreferences((current) => ({ ...current, [key]: value }));
  };
  return (
    <LandingSection
      id="preferences"
      tone="card"
      title={t('landing.preferences.title')}
      intro={t('landing.preferences.intro')}
    >
      <div className="grid gap-8 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <fieldset aria-labelledby="preferences-title" className="m-0 grid min-w-0 gap-3 border-0 p-0">
            {PREFERENCE_KEYS.map((key) => {
              const id = `${baseId}-${key}`;
              return (
                <div key={key} className="flex items-center gap-3 rounded-lg border border-border bg-background">
                  <input
                    id={id}
                    type="checkbox"
                    checked={preferences[key]}
                    onChange={(event) => change(key, event.target.checked)}
                    className="ml-4 size-5 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                  />
                  <label htmlFor={id} className="flex-1 cursor-pointer py-3 pr-4 text-base">
                    {t(`landing.preferences.${key}`)}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <p className="text-sm text-muted-foreground">{t('landing.preferences.storageNote')}</p>
        </div>
        <div className="grid content-start gap-3">
          <h3 className="text-lg font-semibold">{t('landing.preferences.commonIssuesTitle')}</h3>
          <ul className="grid gap-2">
            {COMMON_ISSUES.map((issue) => (
              <li key={issue} className="flex items-center gap-3">
                <span aria-hidden className="size-2 shrink-0 rounded-full bg-primary" />
                {t(`landing.preferences.commonIssues.${issue}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
