import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format.ts';
import { planName } from '../plan-text.ts';

const FEATURES = ['first', 'second', 'third'] as const;

interface PlanCardProps {
  plan: PlanResponse;
  /** How many items the member came here to dispute (0 when none). */
  selectedCount: number;
  isCurrent: boolean;
  /** Nothing can be bought while another plan is under way. */
  disabled: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, selectedCount, isCurrent, disabled, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const name = planName(t, plan.paymentType);
  const features = FEATURES.map((feature) => t(`plans.features.${plan.paymentType}.${feature}`));
  return (
    <article
      aria-labelledby={`plan-${plan.paymentType}`}
      className={cn(
        'relative flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm',
        plan.recommended ? 'border-2 border-primary' : 'border-border',
      )}
    >
      {plan.recommended && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">{t('plans.mostPopular')}</Badge>
      )}
      <div className="grid gap-1">
        <h2 id={`plan-${plan.paymentType}`} className="text-xl font-semibold">
          {name}
        </h2>
        <p>
          <span className="text-3xl font-bold">{formatMoney(plan.priceCents)}</span>{' '}
          <span className="text-muted-foreground">{t(`plans.billing.${plan.billing}`)}</span>
        </p>
      </div>
      <ul className="grid flex-1 gap-2 text-sm">
        {[t(`plans.allowance.${plan.billing}`, { count: plan.disputeAllowance }), ...features].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {selectedCount > plan.disputeAllowance && (
        <p className="text-sm text-muted-foreground">
          {t('plans.coversPart', { allowance: plan.disputeAllowance, count: selectedCount })}
        </p>
      )}
      <Button
        size="lg"
        variant={plan.recommended ? 'default' : 'outline'}
        disabled={disabled || isCurrent}
        onClick={onChoose}
      >
        {isCurrent ? t('plans.current') : t('plans.choose', { plan: name })}
      </Button>
    </article>
  );
}
