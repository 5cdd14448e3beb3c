import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { paths } from '#client/lib/paths.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { useStartPlan } from '../api/start-plan.ts';
import { clearPendingSelection, loadPendingSelection } from '../pending-selection.ts';
import { planName } from '../plan-text.ts';

type AcceptedAgreement = NonNullable<SubscriptionResponse['acceptedAgreement']>;

/** The pause before the dashboard, so the member can read the confirmation (docs/product-rules.md, Plans). */
const AFTER_START_DELAY_MS = 3000;

/**
 * Manual payment: the agreement signed, the member starts the plan. Nothing is charged now; the server queues
 * the chosen items, which go to the bureaus once the right to cancel has run out, and bills each period after
 * it ends, only if letters were prepared in it.
 */
export function StartPlanCard({ userId, accepted }: { userId: string; accepted: AcceptedAgreement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startPlan = useStartPlan();
  const selection = loadPendingSelection(userId);
  const items = selection?.paymentType === accepted.paymentType ? selection.items : [];

  const start = () => {
    // mutateAsync, not mutate's callbacks: the refetch that follows can take this card off the page (the member
    // can no longer buy a plan), and the toast and the way to the dashboard must still happen.
    startPlan
      .mutateAsync({ paymentType: accepted.paymentType, selectedItems: items })
      .then(({ disputesCreated }) => {
        clearPendingSelection(userId);
        toast({
          title: t('subscribe.started.title'),
          description:
            disputesCreated > 0
              ? t('subscribe.started.withDisputes', { count: disputesCreated })
              : t('subscribe.started.withoutDisputes'),
        });
        setTimeout(() => navigate(paths.dashboard), AFTER_START_DELAY_MS);
      })
      .catch((error: unknown) =>
        toastFailure(
          t('subscribe.errorTitle'),
          error instanceof ApiError && !error.body ? t('subscribe.failed') : errorMessage(error, t),
        ),
      );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscribe.start.title')}</CardTitle>
        <CardDescription>
          {t('subscribe.start.description', {
            plan: planName(t, accepted.paymentType),
            context: PLANS[accepted.paymentType].billing,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {items.length > 0 && <p className="text-sm">{t('subscribe.start.queued', { count: items.length })}</p>}
        <Button className="w-full sm:w-fit" onClick={start} disabled={startPlan.isPending || startPlan.isSuccess}>
          {startPlan.isPending ? t('subscribe.start.starting') : t('subscribe.start.button')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('subscribe.start.note')}</p>
      </CardContent>
    </Card>
  );
}
