import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { publicConfig } from '../../../lib/public-config.ts';
import { LandingSection } from './landing-section.tsx';

export function Contact() {
  const { t } = useTranslation();
  const { supportEmail, supportResponseHours } = publicConfig;
  return (
    <LandingSection id="contact" tone="card" title={t('landing.contact.title')} intro={t('landing.contact.intro')}>
      <div className="grid max-w-xl gap-3">
        <Button asChild size="lg" variant="outline" className="h-auto min-h-11 justify-start whitespace-normal py-2">
          <a href={`mailto:${supportEmail}`}>
            <Mail aria-hidden />
            <span className="break-all">{supportEmail}</span>
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">
          {t('landing.contact.responseTime', { count: supportResponseHours })}
        </p>
      </div>
    </LandingSection>
  );
}
