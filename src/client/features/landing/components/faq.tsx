import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { BANKRUPTCY_REPORTING_YEARS, REPORTING_YEARS } from '#shared/constants/fcra.ts';
import { FIRST_ANSWER_DAYS } from '#shared/constants/marketing.ts';
import { CANCELLATION_WINDOW_BUSINESS_DAYS, PLANS } from '#shared/constants/plans.ts';
import { nextOpenItem } from '../faq-state.ts';
import { LandingSection } from './landing-section.tsx';

/** The six questions (docs/product-rules.md, Public pages). */
export const FAQ_ITEMS = ['what', 'time', 'howMany', 'guarantee', 'cancel', 'free'] as const;
type FaqItem = (typeof FAQ_ITEMS)[number];

/**
 * A disclosure list: one answer open at a time; the questions are buttons inside headings. When money is
 * taken depends on the processor (`null` until the server says), so the payment answer starts with it.
 */
export function Faq({ processor }: { processor: PaymentProcessor | null }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<FaqItem | null>(null);
  const values = {
    days: INVESTIGATION_DAYS,
    min: FIRST_ANSWER_DAYS.min,
    max: FIRST_ANSWER_DAYS.max,
    basic: PLANS.per_dispute.disputeAllowance,
    monthly: PLANS.monthly.disputeAllowance,
    premium: PLANS.premium.disputeAllowance,
    basicName: t('plans.name.per_dispute'),
    monthlyName: t('plans.name.monthly'),
    premiumName: t('plans.name.premium'),
    years: REPORTING_YEARS,
    bankruptcyYears: BANKRUPTCY_REPORTING_YEARS,
    count: CANCELLATION_WINDOW_BUSINESS_DAYS,
  };
  const answerOf = (item: FaqItem) => {
    const answer = t(`landing.faq.items.${item}.answer`, values);
    return item === 'cancel' && processor ? `${t(`landing.faq.payment.${processor}`)} ${answer}` : answer;
  };
  return (
    <LandingSection id="faq" title={t('landing.faq.title')} intro={t('landing.faq.intro')}>
      <div className="divide-y divide-border rounded-xl border border-border bg-card">
        {FAQ_ITEMS.map((item) => {
          const isOpen = open === item;
          const buttonId = `${baseId}-${item}-question`;
          const panelId = `${baseId}-${item}-answer`;
          return (
            <div key={item}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpen((current) => nextOpenItem(current, item))}
                  className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left text-base font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-5"
                >
                  {t(`landing.faq.items.${item}.question`)}
                  <ChevronDown
                    aria-hidden
                    className={cn(
                      'size-5 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none',
                      isOpen && 'rotate-180',
                    )}
                  />
                </button>
              </h3>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className="px-4 pb-4 text-muted-foreground sm:px-5"
              >
                <p>{answerOf(item)}</p>
              </section>
            </div>
          );
        })}
      </div>
    </LandingSection>
  );
}
