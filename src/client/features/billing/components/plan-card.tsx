import { useTranslation } from 'react-i18next';
import { PlanOfferCard } from '#client/components/plans/plan-offer-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { usePaymentProcessor } from '../api/get-plans.ts';
import { planName } from '../plan-text.ts';

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
  const processor = usePaymentProcessor().data ?? null;
  return (
    <PlanOfferCard plan={plan} processor={processor} heading="h2">
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
    </PlanOfferCard>
  );
}
