import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/lib/use-language.ts';
import { useSiteFigures } from '../api/get-site-figures.ts';
import { useTestimonials } from '../api/get-testimonials.ts';
import { LandingSection } from './landing-section.tsx';
import { LawFacts } from './law-facts.tsx';
import { MemberTestimonials } from './member-testimonials.tsx';
import { SiteFigures } from './site-figures.tsx';

/**
 * Only what is true (CROA § 1679b(a)(3), FTC 16 CFR Part 465): the figures counted from the records once the
 * server publishes them, else the law the service rests on; members' words only once an admin has published
 * them with their consent. "Learn more" scrolls here (docs/product-rules.md, Public pages).
 */
export function FactsSection() {
  const { t } = useTranslation();
  const figures = useSiteFigures();
  const testimonials = useTestimonials(useLanguage());
  return (
    <LandingSection
      id="facts"
      tone="card"
      title={t('landing.facts.title')}
      intro={t(figures ? 'landing.facts.figures.intro' : 'landing.facts.law.intro')}
    >
      {figures ? <SiteFigures figures={figures} /> : <LawFacts />}
      {testimonials.length > 0 && <MemberTestimonials testimonials={testimonials} />}
      <p className="text-xs text-muted-foreground">{t('landing.facts.smallPrint')}</p>
    </LandingSection>
  );
}
