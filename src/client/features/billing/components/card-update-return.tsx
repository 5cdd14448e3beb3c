import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/lib/toast-store.ts';
import type { MemberJourney } from '#shared/rules/member-journey.ts';
import { useSubscriptionUntilActive } from '../use-subscription-until-active.ts';
import { PlanStatus } from './plan-status.tsx';
import { ReturnNotice } from './return-notice.tsx';

/**
 * Back from saving a new card (`/account?card=updated`): the declined charge is tried again on it, and the
 * plan is active again once Stripe says it is paid. Meanwhile the plan's status would still offer "Update
 * card", so it waits behind "we're retrying"; after a minute it comes back beside a calm word.
 */
export function CardUpdateReturn({ journey }: { journey: MemberJourney }) {
  const { t } = useTranslation();
  const { active, gaveUp } = useSubscriptionUntilActive();

  useEffect(() => {
    if (active) toast({ title: t('account.card.recovered') });
  }, [active, t]);

  if (active) return <PlanStatus journey={journey} />;
  if (gaveUp) {
    return (
      <>
        <ReturnNotice title={t('account.card.slow.title')} body={t('account.card.slow.body')} />
        <PlanStatus journey={journey} />
      </>
    );
  }
  return <ReturnNotice waiting title={t('account.card.retrying.title')} body={t('account.card.retrying.body')} />;
}
