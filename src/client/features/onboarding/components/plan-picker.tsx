import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatMoney } from '#client/lib/format.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { isBestValue } from '#shared/rules/dispute-selection.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';

/**
 * The three plans as one choice. A plan that allows fewer items than are selected cannot be picked: the
 * member unselects items first, so nothing they chose disappears behind their back.
 */
export function PlanPicker({
  plans,
  value,
  selectedCount,
  onChange,
}: {
  plans: readonly PlanResponse[];
  value: PaymentType;
  selectedCount: number;
  onChange: (paymentType: PaymentType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-xl font-semibold">{t('onboarding.select.plansTitle')}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {plans.map((plan) => {
          const tooSmall = plan.disputeAllowance < selectedCount;
          const checked = plan.paymentType === value;
          const reasonId = `plan-${plan.paymentType}-too-small`;
          return (
            <label
              key={plan.paymentType}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-lg border-2 p-4',
                checked ? 'border-primary bg-primary/5' : 'border-border bg-card',
                tooSmall && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={plan.paymentType}
                className="mt-1 size-5 shrink-0 accent-primary"
                checked={checked}
                disabled={tooSmall}
                aria-describedby={tooSmall ? reasonId : undefined}
                onChange={() => onChange(plan.paymentType)}
              />
              <span className="grid gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{t(`plans.name.${plan.paymentType}`)}</span>
                  {isBestValue(plan.paymentType, selectedCount) && <Badge>{t('onboarding.select.bestValue')}</Badge>}
                  {plan.recommended && !isBestValue(plan.paymentType, selectedCount) && (
                    <Badge variant="secondary">{t('plans.mostPopular')}</Badge>
                  )}
                </span>
                <span>
                  <span className="text-lg font-bold">{formatMoney(plan.priceCents)}</span>{' '}
                  <span className="text-sm text-muted-foreground">{t(`plans.billing.${plan.billing}`)}</span>
                </span>
                <span className="text-sm">
                  {t(`plans.allowance.${plan.billing}`, { count: plan.disputeAllowance })}
                </span>
                {tooSmall && (
                  <span id={reasonId} className="text-sm font-medium text-destructive">
                    {t('onboarding.select.planTooSmall', { limit: plan.disputeAllowance })}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
