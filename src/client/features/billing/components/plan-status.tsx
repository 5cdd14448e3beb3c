import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDeadline, formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import { type MemberJourney, type MemberStage, mayBuyPlan } from '#shared/rules/member-journey.ts';
import { declineReasonOf } from '../decline-reason.ts';
import { DuePayment } from './due-payment.tsx';
import { ResumeCheckoutButton } from './resume-checkout-button.tsx';
import { UpdateCardButton } from './update-card-button.tsx';

function wordsOf(t: TFunction, { stage, processor }: MemberJourney): { title: string; body: string } {
  switch (stage.kind) {
    case 'no_plan':
    case 'plan_ended':
    case 'payment_reported':
    case 'checkout_pending':
      return { title: t(`planStatus.${stage.kind}.title`), body: t(`planStatus.${stage.kind}.body`) };
    case 'payment_failed':
      return {
        title: t('planStatus.payment_failed.title'),
        body: t('planStatus.payment_failed.body', {
          reason: t(`planStatus.payment_failed.reasons.${declineReasonOf(stage.failureReason)}`),
        }),
      };
    case 'renewal_awaiting':
      if (processor === 'stripe') {
        return {
          title: t('planStatus.renewal_awaiting.stripe.title'),
          body: t('planStatus.renewal_awaiting.stripe.body'),
        };
      }
      return {
        title: t('planStatus.renewal_awaiting.title'),
        body: stage.reportedAt ? t('planStatus.renewal_awaiting.reported') : t('planStatus.renewal_awaiting.body'),
      };
    case 'right_to_cancel': {
      const when = formatDeadline(stage.endsAt);
      // A saved card is not a payment: with Stripe nothing is charged until letters exist, so none is refunded.
      return processor === 'stripe'
        ? { title: t('planStatus.right_to_cancel.cardSaved'), body: t('planStatus.right_to_cancel.cardBody', { when }) }
        : { title: t('planStatus.right_to_cancel.title'), body: t('planStatus.right_to_cancel.body', { when }) };
    }
    case 'letters_ready':
    case 'answered':
    case 'mailed':
      return {
        title: t(`planStatus.${stage.kind}.title`),
        body: t(`planStatus.${stage.kind}.body`, { count: stage.disputes }),
      };
    case 'allowance_left':
      return {
        title: t('planStatus.allowance_left.title'),
        body: t('planStatus.allowance_left.body', { remaining: stage.remaining, allowance: stage.allowance }),
      };
    case 'allowance_used':
      return {
        title: t('planStatus.allowance_used.title'),
        body: stage.renewsAt
          ? t('planStatus.allowance_used.renews', { date: formatInstantDay(stage.renewsAt) })
          : t('planStatus.allowance_used.final'),
      };
  }
}

interface Action {
  to: string;
  label: `planStatus.action.${'choosePlan' | 'mail' | 'answers' | 'disputes'}`;
}

/** The one next step a stage calls for; the stages without one only wait (for us, the law or the bureaus). */
const ACTIONS: Partial<Record<MemberStage['kind'], Action>> = {
  no_plan: { to: paths.subscribe, label: 'planStatus.action.choosePlan' },
  plan_ended: { to: paths.subscribe, label: 'planStatus.action.choosePlan' },
  letters_ready: { to: paths.disputes, label: 'planStatus.action.mail' },
  answered: { to: paths.disputes, label: 'planStatus.action.answers' },
  allowance_left: { to: paths.disputes, label: 'planStatus.action.disputes' },
};

/**
 * The payment the member makes here rather than a page to visit: a card checkout to finish, a declined card to
 * replace, or (manual) a closed period's letters to pay for, whatever the stage. Stripe charges a saved card by
 * itself: nothing for the member to do then.
 */
function paymentStep({ stage, owed }: MemberJourney): ReactNode {
  if (stage.kind === 'checkout_pending') return <ResumeCheckoutButton />;
  if (stage.kind === 'payment_failed') return <UpdateCardButton />;
  return owed ? <DuePayment owed={owed} /> : null;
}

const QUEUED_KEYS = {
  payment_reported: 'planStatus.queued.payment',
  checkout_pending: 'planStatus.queued.checkout',
  right_to_cancel: 'planStatus.queued.rightToCancel',
} as const;

/**
 * Where the member stands, in the same words on every page that shows it: the stage, what it means, the
 * queued disputes and a plan's end day when there are any, and the one action that fits. Only a member
 * without a plan is sent to the plans; the right to cancel is stated once, as an instant in the member's zone.
 */
export function PlanStatus({ journey }: { journey: MemberJourney }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { pathname } = useLocation();
  const { stage, planEndsAt } = journey;
  const words = wordsOf(t, journey);
  const action = ACTIONS[stage.kind];
  const queued =
    stage.kind === 'payment_reported' || stage.kind === 'checkout_pending' || stage.kind === 'right_to_cancel'
      ? { count: stage.queued, key: QUEUED_KEYS[stage.kind] }
      : null;
  const waitsForMember =
    mayBuyPlan(stage) || stage.kind === 'checkout_pending' || (journey.owed !== null && !journey.owed.reportedAt);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid gap-2 rounded-lg border p-4',
        stage.kind === 'payment_failed'
          ? 'border-destructive bg-destructive/5'
          : waitsForMember
            ? 'border-amber-400 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50'
            : 'border-primary/40 bg-primary/5',
      )}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {words.title}
      </h2>
      <p className="text-sm">{words.body}</p>
      {queued && queued.count > 0 && <p className="text-sm">{t(queued.key, { count: queued.count })}</p>}
      {planEndsAt && (
        <p className="text-sm font-medium">
          {t(`planStatus.endsOn.${journey.processor}`, { date: formatInstantDay(planEndsAt) })}
        </p>
      )}
      {journey.refundOwed && (
        <p className="text-sm font-medium">
          {journey.refundOwed.dueAt
            ? t('planStatus.refundOwed', {
                amount: formatMoney(journey.refundOwed.amountCents),
                date: formatInstantDay(journey.refundOwed.dueAt),
              })
            : t('planStatus.refundOwedUndated', { amount: formatMoney(journey.refundOwed.amountCents) })}
        </p>
      )}
      {paymentStep(journey)}
      {/* A link to the page the member is on would lead nowhere. */}
      {action && action.to !== pathname && (
        <ButtonLink to={action.to} className="w-full sm:w-fit">
          {t(action.label)}
        </ButtonLink>
      )}
    </section>
  );
}
