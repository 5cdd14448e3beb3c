import { useTranslation } from 'react-i18next';
import { AccountPreferences } from '../../features/landing/components/account-preferences.tsx';
import { Contact } from '../../features/landing/components/contact.tsx';
import { Faq } from '../../features/landing/components/faq.tsx';
import { FeatureCards } from '../../features/landing/components/feature-cards.tsx';
import { FinalCta } from '../../features/landing/components/final-cta.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { LandingFooter } from '../../features/landing/components/landing-footer.tsx';
import { LandingHeader } from '../../features/landing/components/landing-header.tsx';
import { Pricing } from '../../features/landing/components/pricing.tsx';
import { ProcessSteps } from '../../features/landing/components/process-steps.tsx';
import { QuickPricing } from '../../features/landing/components/quick-pricing.tsx';
import { SocialProof } from '../../features/landing/components/social-proof.tsx';

/**
 * The visitor's page, in the spec's order. It is also the landing entry's whole app (src/client/landing-main.tsx),
 * so nothing here may need a router, the data layer or a form library: links are plain anchors.
 */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:p-3 focus:ring-2 focus:ring-ring"
      >
        {t('common.skipToContent')}
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <QuickPricing />
        <SocialProof />
        <ProcessSteps />
        <FeatureCards />
        <Pricing />
        <Faq />
        <Contact />
        <FinalCta />
        <AccountPreferences />
      </main>
      <LandingFooter />
    </div>
  );
}
