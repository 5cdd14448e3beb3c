import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { paths } from '#client/lib/paths.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { MemberJourney } from '#shared/rules/member-journey.ts';
import { clearPendingSelection } from '../pending-selection.ts';
import { useSubscriptionUntilActive } from '../use-subscription-until-active.ts';
import { PlanStatus } from './plan-status.tsx';
import { ReturnNotice } from './return-notice.tsx';

/** The pause on "your plan is active" before the dashboard, as after a reported payment. */
export const AFTER_CHECKOUT_DELAY_MS = 3000;

/**
 * Back from Stripe's Checkout (`/subscribe?checkout=done`): the card is saved on Stripe's side, and the plan
 * starts when Stripe's notice reaches the server. Until then "Confirming your card…"; once active, the plan's
 * status and the way to the dashboard; after a minute without it, a calm word and the account page.
 */
export function CheckoutReturn({ userId, journey }: { userId: string; journey: MemberJourney | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { active, gaveUp } = useSubscriptionUntilActive();

  useEffect(() => {
    if (!active) return;
    clearPendingSelection(userId);
    toast({ title: t('subscribe.checkout.confirmed.title'), description: t('subscribe.checkout.confirmed.body') });
    const timer = setTimeout(() => navigate(paths.dashboard), AFTER_CHECKOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, userId, navigate, t]);

  if (active) return journey ? <PlanStatus journey={journey} /> : null;
  if (gaveUp) {
    return (
      <ReturnNotice title={t('subscribe.checkout.slow.title')} body={t('subscribe.checkout.slow.body')}>
        <ButtonLink to={paths.account} variant="outline" className="w-full sm:w-fit">
          {t('subscribe.checkout.slow.link')}
        </ButtonLink>
      </ReturnNotice>
    );
  }
  return (
    <ReturnNotice
      waiting
      title={t('subscribe.checkout.confirming.title')}
      body={t('subscribe.checkout.confirming.body')}
    />
  );
}
