import { FileText, Languages, LockKeyhole, Reply, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '#client/components/ui/section.tsx';

/** Every plan gets all of this (the letters and follow-ups are not tied to a plan in the code). */
const ITEMS = [
  ['letters', FileText],
  ['followUps', Reply],
  ['tracking', Timer],
  ['plain', Languages],
  ['privacy', LockKeyhole],
] as const;

export function WhatsIncluded() {
  const { t } = useTranslation();
  return (
    <Section id="whats-included" size="2xl" className="gap-4" title={t('subscribe.included.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {ITEMS.map(([key, Icon]) => (
          <div key={key} className="flex gap-3 rounded-lg border border-border bg-card p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-1">
              <h3 className="font-medium">{t(`subscribe.included.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`subscribe.included.${key}.text`)}</p>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
