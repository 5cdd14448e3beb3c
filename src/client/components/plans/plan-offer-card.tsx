import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { formatMoney } from '#client/lib/format.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Plan } from '#shared/constants/plans.ts';
import { Badge } from '../ui/badge.tsx';

interface PlanOfferCardProps {
  plan: Pick<Plan, 'paymentType' | 'priceCents' | 'billing' | 'disputeAllowance' | 'recommended'>;
  /** How a new plan is paid here, which decides when money is taken; null until the server says. */
  processor: PaymentProcessor | null;
  /** The heading level where the card sits in its page's outline. */
  heading: 'h2' | 'h3';
  /** Whatever the card leads to: a note and the page's own button or link. */
  children: ReactNode;
}

/**
 * A plan as the landing and the plans page offer it: name, price, Most Popular, and only what really differs
 * between plans (the allowance, one payment or monthly, when it is charged). Every plan gets the same letters,
 * follow-ups included: the "in every plan" lists say so once, and no card sells what the plan does not deliver.
 */
export function PlanOfferCard({ plan, processor, heading: Heading, children }: PlanOfferCardProps) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.paymentType}`;
  const lines = [
    t(`plans.allowance.${plan.billing}`, { count: plan.disputeAllowance }),
    t(`plans.features.${plan.billing}`),
    ...(processor ? [t(`plans.charge.${processor}.${plan.billing}`)] : []),
  ];
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
        {lines.map((line) => (
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
