import { PublicLayout } from '#client/components/layouts/public-layout.tsx';
import { AccountPreferences } from '#client/features/landing/components/account-preferences.tsx';
import { Contact } from '#client/features/landing/components/contact.tsx';
import { FactsSection } from '#client/features/landing/components/facts-section.tsx';
import { Faq } from '#client/features/landing/components/faq.tsx';
import { FeatureCards } from '#client/features/landing/components/feature-cards.tsx';
import { FinalCta } from '#client/features/landing/components/final-cta.tsx';
import { Hero } from '#client/features/landing/components/hero.tsx';
import { LandingSignIn } from '#client/features/landing/components/landing-sign-in.tsx';
import { Pricing } from '#client/features/landing/components/pricing.tsx';
import { ProcessSteps } from '#client/features/landing/components/process-steps.tsx';
import { QuickPricing } from '#client/features/landing/components/quick-pricing.tsx';
import { useSiteInfo } from '#client/lib/public-config.ts';

/**
 * The visitor's page (docs/product-rules.md, Public pages), the landing entry's whole app (landing-main.tsx),
 * so nothing here may need a router, the data layer or a form library: links are plain anchors, and the server's
 * answers (who we are, how plans are paid, figures, testimonials) are plain GETs (lib/public-config.ts).
 */
export function LandingPage() {
  const site = useSiteInfo();
  const processor = site?.paymentProcessor ?? null;
  return (
    <PublicLayout actions={<LandingSignIn />}>
      <Hero />
      <QuickPricing />
      <FactsSection />
      <ProcessSteps />
      <FeatureCards />
      <Pricing processor={processor} />
      <Faq processor={processor} />
      <Contact site={site} />
      <FinalCta />
      <AccountPreferences />
    </PublicLayout>
  );
}
