import { useTranslation } from 'react-i18next';
import type { PublicTestimonial } from '#shared/schemas/testimonials.ts';

/**
 * Members' own words, as they wrote them (never translated: each keeps its language, marked for screen
 * readers), with a first name and a city only. Published by an admin with the member's written consent.
 */
export function MemberTestimonials({ testimonials }: { testimonials: PublicTestimonial[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <h3 className="text-xl font-semibold">{t('landing.facts.testimonials.title')}</h3>
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's list is shown as it came, never reordered
          <li key={index}>
            <figure
              lang={testimonial.language}
              className="flex h-full flex-col gap-4 rounded-xl border border-border bg-background p-5"
            >
              <blockquote className="flex-1 text-base">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{testimonial.firstName}</span>
                <span className="text-muted-foreground">, {testimonial.city}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('landing.facts.testimonials.consent')}</p>
    </div>
  );
}
