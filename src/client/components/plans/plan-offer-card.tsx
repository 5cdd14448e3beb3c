import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '#shared/constants/plans.ts';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';

// The same promises the contract makes (plans.features): no card sells what the plan does not deliver.
const FEATURES = ['first', 'second', 'third'] as const;

interface PlanOfferCardProps {
  plan: Pick<Plan, 'paymentType' | 'priceCents' | 'billing' | 'disputeAllowance' | 'recommended'>;
  /** The heading level where the card sits in its page's outline. */
  heading: 'h2' | 'h3';
  /** Whatever the card leads to: a note and the page's own button or link. */
  children: ReactNode;
}

/** A plan as the landing and the plans page offer it: name, price, allowance, what it includes, Most Popular. */
export function PlanOfferCard({ plan, heading: Heading, children }: PlanOfferCardProps) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.paymentType}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm',
        plan.recommended ? 'border-2 border-primary' : 'border-border',
      )}
    >
      {plan.recommended && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap">{t('plans.mostPopular')}</Badge>
      )}
      <div className="grid gap-1">
        <Heading id={titleId} className="text-xl font-semibold">
          {t(`plans.name.${plan.paymentType}`)}
        </Heading>
        <p>
          <span className="text-3xl font-bold">{formatMoney(plan.priceCents)}</span>{' '}
          <span className="text-muted-foreground">{t(`plans.billing.${plan.billing}`)}</span>
        </p>
      </div>
      <ul className="grid flex-1 content-start gap-2 text-sm">
        {[
          t(`plans.allowance.${plan.billing}`, { count: plan.disputeAllowance }),
          ...FEATURES.map((feature) => t(`plans.features.${plan.paymentType}.${feature}`)),
        ].map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
