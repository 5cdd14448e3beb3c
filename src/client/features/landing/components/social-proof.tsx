import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MARKETING_CLAIMS, TESTIMONIAL_RATING } from '#shared/constants/marketing.ts';
import { CANCELLATION_WINDOW_BUSINESS_DAYS } from '#shared/constants/plans.ts';
import { LandingSection } from './landing-section.tsx';

// Figures read the same in both languages (spec: en-US formats).
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

// The quotes are placeholders until real members agree to share theirs: a made-up testimonial presented as a
// real customer's is unlawful (FTC, 16 CFR Part 465). Replace them in the translations before launch.
const TESTIMONIALS = ['first', 'second', 'third'] as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();

function Stars() {
  const { t } = useTranslation();
  const label = t('landing.socialProof.rating', { stars: TESTIMONIAL_RATING.stars, outOf: TESTIMONIAL_RATING.outOf });
  return (
    <div role="img" aria-label={label} className="flex gap-0.5 text-amber-600 dark:text-amber-400">
      {Array.from({ length: TESTIMONIAL_RATING.outOf }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder.
          key={index}
          width={16}
          height={16}
          aria-hidden
          className={index < TESTIMONIAL_RATING.stars ? 'fill-current' : 'text-muted-foreground'}
        />
      ))}
    </div>
  );
}

/** Four figures and three members' words; the spec's "Learn More" scrolls here. */
export function SocialProof() {
  const { t } = useTranslation();
  const stats = [
    [`${count.format(MARKETING_CLAIMS.clientsHelped)}+`, t('landing.socialProof.stats.clients')],
    [percent.format(MARKETING_CLAIMS.successRate), t('landing.socialProof.stats.successRate')],
    [count.format(MARKETING_CLAIMS.averageScoreIncrease), t('landing.socialProof.stats.scoreIncrease')],
    [
      count.format(CANCELLATION_WINDOW_BUSINESS_DAYS),
      t('landing.socialProof.stats.rightToCancel', { count: CANCELLATION_WINDOW_BUSINESS_DAYS }),
    ],
  ] as const;
  return (
    <LandingSection
      id="testimonials"
      tone="card"
      title={t('landing.socialProof.title')}
      intro={t('landing.socialProof.intro')}
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(([value, label]) => (
          <div
            key={label}
            className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-border bg-background p-4"
          >
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-3xl font-bold text-primary">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((id) => {
          const name = t(`landing.socialProof.testimonials.${id}.name`);
          return (
            <li key={id}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-background p-5">
                <Stars />
                <blockquote className="flex-1 text-base">
                  <p>“{t(`landing.socialProof.testimonials.${id}.quote`)}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  >
                    {initialsOf(name)}
                  </span>
                  <span className="grid text-sm">
                    <span className="font-semibold">{name}</span>
                    <span className="text-muted-foreground">{t(`landing.socialProof.testimonials.${id}.city`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t('landing.socialProof.smallPrint')}</p>
    </LandingSection>
  );
}
