import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '#client/components/ui/button.tsx';
import type { SiteInfo } from '#shared/schemas/legal.ts';
import { LandingSection } from './landing-section.tsx';

/**
 * The business as the server is configured (GET /api/site): its support email and mailing address, one source
 * for this page, the legal pages and the contract. A setting still at its demo value is left out.
 */
export function Contact({ site }: { site: SiteInfo | null }) {
  const { t } = useTranslation();
  const unpublished = site !== null && site.supportEmail === null && site.businessAddress === null;
  return (
    <LandingSection id="contact" tone="card" title={t('landing.contact.title')} intro={t('landing.contact.intro')}>
      <div className="grid max-w-xl gap-3">
        {site?.supportEmail && (
          <ButtonAnchor
            href={`mailto:${site.supportEmail}`}
            icon={Mail}
            size="lg"
            variant="outline"
            className="h-auto min-h-11 justify-start whitespace-normal py-2"
          >
            <span className="break-all">{site.supportEmail}</span>
          </ButtonAnchor>
        )}
        {site?.businessAddress && (
          <address className="text-sm not-italic text-muted-foreground">
            <span className="block font-medium text-foreground">{site.businessName}</span>
            {site.businessAddress}
          </address>
        )}
        {unpublished && <p className="text-sm text-muted-foreground">{t('landing.contact.unpublished')}</p>}
      </div>
    </LandingSection>
  );
}
