import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERMISSIBLE_PURPOSES } from '#shared/constants/consent.ts';
import { paths } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { Preferences, PullConsents } from '../api/pull-credit.ts';

const CONSENTS = [
  ['fcraConsent', 'fcraConsent'],
  ['permissiblePurposeConsent', 'purposeConsent'],
  ['piiProcessingConsent', 'piiConsent'],
] as const;
const PREFERENCES = ['hasChildSupport', 'hasRepossession', 'hasBankruptcy'] as const;
const DISCLAIMERS = ['soft', 'time', 'fcra', 'fee', 'advice', 'guarantee'] as const;

export const allConsentsGiven = (consents: PullConsents) => CONSENTS.every(([field]) => consents[field]);

function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm">
        {children}
      </label>
    </div>
  );
}

/** The three FCRA consents (all required), the optional preferences and the disclaimers the spec asks for. */
export function PullConsentsForm({
  consents,
  preferences,
  onConsentsChange,
  onPreferencesChange,
}: {
  consents: PullConsents;
  preferences: Preferences;
  onConsentsChange: (consents: PullConsents) => void;
  onPreferencesChange: (preferences: Preferences) => void;
}) {
  const { t } = useTranslation();
  const purpose = PERMISSIBLE_PURPOSES[useLanguage()];
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('onboarding.credit.consentsTitle')}</legend>
        {CONSENTS.map(([field, key]) => (
          <Checkbox
            key={field}
            checked={consents[field]}
            onChange={(checked) => onConsentsChange({ ...consents, [field]: checked })}
          >
            {t(`onboarding.credit.${key}`, { purpose })}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-semibold">{t('onboarding.credit.preferencesTitle')}</legend>
        <p className="text-sm text-muted-foreground">{t('onboarding.credit.preferencesHint')}</p>
        <div className="grid gap-2 sm:grid-cols-3">
          {PREFERENCES.map((field) => (
            <Checkbox
              key={field}
              checked={preferences[field]}
              onChange={(checked) => onPreferencesChange({ ...preferences, [field]: checked })}
            >
              {t(`onboarding.credit.${field}`)}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <LegalDisclaimers />
    </div>
  );
}

export function LegalDisclaimers() {
  const { t } = useTranslation();
  const linkClass = 'font-medium text-primary underline underline-offset-4';
  // In a new tab, so the consents ticked here stay ticked.
  return (
    <section aria-labelledby="pull-disclaimers" className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
      <h3 id="pull-disclaimers" className="font-semibold">
        {t('onboarding.credit.disclaimersTitle')}
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {DISCLAIMERS.map((key) => (
          <li key={key}>{t(`onboarding.credit.disclaimers.${key}`)}</li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-4 gap-y-2">
        <Link to={paths.legal('terms')} target="_blank" rel="noopener" className={linkClass}>
          {t('onboarding.credit.legal.terms')}
        </Link>
        <Link to={paths.legal('privacy')} target="_blank" rel="noopener" className={linkClass}>
          {t('onboarding.credit.legal.privacy')}
        </Link>
        <Link to={paths.legal('croa-rights')} target="_blank" rel="noopener" className={linkClass}>
          {t('onboarding.credit.legal.croa')}
        </Link>
      </p>
    </section>
  );
}
