import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aPlan, aSubscription } from '#client/test-support/billing.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { CancellationPreview, SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { CancelPlan } from './cancel-plan.tsx';

type ImmediateReason = Extract<CancellationPreview, { kind: 'immediate' }>['reason'];

// Midday UTC, so the day reads the same in any US time zone.
const endOfPeriod = '2026-12-15T17:00:00.000Z';

function anActivePlan(
  cancellation: CancellationPreview,
  endsAt: string | null = null,
  processor: PaymentProcessor = 'manual',
): SubscriptionResponse {
  return aSubscription({
    status: 'active',
    processor,
    plan: aPlan('monthly'),
    subscription: {
      id: '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f',
      reportedAt: '2026-11-14T15:00:00.000Z',
      activatedAt: '2026-11-15T15:00:00.000Z',
      endsAt,
      rightToCancelEndsAt: '2026-11-19T05:00:00.000Z',
    },
    cancellation,
  });
}

/** What the server answers once the plan is gone. */
const aCancelledPlan = (processor: PaymentProcessor): SubscriptionResponse => ({
  ...anActivePlan({ kind: 'refused', reason: 'nothing_to_cancel' }, null, processor),
  status: 'inactive',
});

const answerCancel = (response: () => Response) => serveApi({ 'POST /api/subscription/cancel': response });

const explainsBeforeCancelling = async (subscription: SubscriptionResponse, sentence: string) => {
  renderWithApp(<CancelPlan subscription={subscription} />);
  expect(screen.getByText(sentence)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
  expect(within(dialog).getByText(sentence)).toBeInTheDocument();
};

/** Opens the cancel dialog and confirms it. */
const cancelConfirmed = async (subscription: SubscriptionResponse) => {
  renderWithApp(<CancelPlan subscription={subscription} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel my plan' }));
};

/** The server's preview of a plan ending now with no amount to pay back; `refund` says whether a refund is owed. */
const endsNow = (reason: ImmediateReason, refund: boolean): CancellationPreview => ({
  kind: 'immediate',
  refund,
  refundCents: 0,
  reason,
});
const pastDue = endsNow('payment_failed', false);
const withinTheRightToCancel = endsNow('right_to_cancel', true);
const beforeAnyLetter = endsNow('not_started', true);
const afterLettersWereWritten = endsNow('services_begun', false);
const atTheEndOfTheMonth: CancellationPreview = { kind: 'end_of_period', effectiveAt: endOfPeriod };

describe('CancelPlan', () => {
  it.each<[string, CancellationPreview, string]>([
    [
      'nothing charged within the right to cancel',
      withinTheRightToCancel,
      "You're within your 3-business-day right to cancel. Your plan ends now at no cost: nothing has been charged.",
    ],
    [
      'a payment made within the right to cancel, owed back within 10 days',
      { kind: 'immediate', refund: true, refundCents: 12000, reason: 'right_to_cancel' },
      "You're within your 3-business-day right to cancel. Your plan ends now, and we owe you back the $120.00 you paid, within 10 days.",
    ],
    [
      'nothing charged when nothing was sent yet',
      beforeAnyLetter,
      'No dispute letters have been written under this plan yet. Your plan ends now at no cost: nothing has been charged.',
    ],
    [
      'a payment reported under the old pay-first flow and not verified',
      { kind: 'immediate', refund: true, refundCents: 9900, reason: 'not_verified' },
      "Your payment hasn't been verified yet. Your plan ends now, and the $99.00 you told us you paid is returned within 10 days once we find it reached us.",
    ],
    [
      'no refund once services began',
      afterLettersWereWritten,
      "Dispute letters were already written under this one-time plan, so its price is owed (through the payment link, if you haven't paid it yet) and can't be refunded. Your plan ends now, and disputes you haven't used are lost.",
    ],
    [
      'the end of the month, billed for its letters',
      atTheEndOfTheMonth,
      'Your plan stays active until 12/15/2026, when your current month ends, and you keep your disputes until then. That month is charged after it ends only if letters were written in it; nothing after it is charged.',
    ],
  ])('explains %s before offering to cancel (manual payment, in arrears)', async (_, preview, sentence) => {
    await explainsBeforeCancelling(anActivePlan(preview), sentence);
  });

  it.each<[string, CancellationPreview, string]>([
    [
      'nothing charged within the right to cancel',
      withinTheRightToCancel,
      "You're within your 3-business-day right to cancel. Your plan ends now at no cost: nothing has been charged, and your card won't be charged.",
    ],
    [
      'nothing charged when no letter was written',
      beforeAnyLetter,
      "No dispute letters have been written under this plan yet. Your plan ends now at no cost: nothing has been charged, and your card won't be charged.",
    ],
    [
      'a card checkout never finished',
      endsNow('not_verified', false),
      "Your card checkout isn't finished, so nothing was saved or charged. Cancelling ends this plan now, at no cost.",
    ],
    [
      'a one-time plan whose letters are charged for',
      afterLettersWereWritten,
      "Dispute letters were already written under this one-time plan, so its price is charged to your card (if it hasn't been already) and can't be refunded. Your plan ends now, and disputes you haven't used are lost.",
    ],
    [
      'a declined charge that is not collected',
      pastDue,
      "Your last charge was declined. Your plan ends now and nothing more is charged, not even the declined charge. What you paid before, for letters already written, isn't refunded.",
    ],
    [
      'the current month, charged after it ends only for its letters',
      atTheEndOfTheMonth,
      'Your plan stays active until 12/15/2026, when your current month ends, and you keep your disputes until then. That month is charged after it ends only if letters were written in it; nothing after it is charged.',
    ],
  ])('explains %s with a card payment, promising no refund of money never taken', async (_, preview, sentence) => {
    await explainsBeforeCancelling(anActivePlan(preview, null, 'stripe'), sentence);
    expect(document.body).not.toHaveTextContent(/refund of|stays owed|won't be charged again/);
  });

  it.each<[string, CancellationPreview, string | null, string]>([
    ['no plan', { kind: 'refused', reason: 'nothing_to_cancel' }, null, 'There is no plan to cancel.'],
    [
      'a cancellation already scheduled',
      { kind: 'refused', reason: 'already_cancelling' },
      endOfPeriod,
      'Your plan already ends on 12/15/2026.',
    ],
  ])('offers no cancel button for %s', (_, preview, endsAt, sentence) => {
    renderWithApp(<CancelPlan subscription={anActivePlan(preview, endsAt)} />);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });

  it('cancels on confirmation and mentions the refund', async () => {
    const preview: CancellationPreview = {
      kind: 'immediate',
      refund: true,
      refundCents: 12000,
      reason: 'right_to_cancel',
    };
    const fetch = answerCancel(() => jsonResponse(200, aCancelledPlan('manual')));
    await cancelConfirmed(anActivePlan(preview));

    expect(await screen.findByText('Your plan is cancelled')).toBeInTheDocument();
    expect(
      screen.getByText("Refunds go back to the way you paid; contact support if you don't see it."),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing was charged, not where a refund goes, once a card plan is cancelled in time', async () => {
    answerCancel(() => jsonResponse(200, aCancelledPlan('stripe')));
    await cancelConfirmed(anActivePlan(withinTheRightToCancel, null, 'stripe'));

    expect(await screen.findByText('Your plan is cancelled')).toBeInTheDocument();
    expect(screen.getByText("Nothing has been charged; your card won't be charged.")).toBeInTheDocument();
    expect(screen.queryByText(/Refunds go back/)).toBeNull();
  });

  it('speaks Spanish for a card plan, with the window counted from the law', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<CancelPlan subscription={anActivePlan(withinTheRightToCancel, null, 'stripe')} />);
    expect(
      screen.getByText(
        'Está dentro de su derecho a cancelar de 3 días hábiles. Su plan termina ahora sin costo: no se ha cobrado nada y no se le cobrará nada a su tarjeta.',
      ),
    ).toBeInTheDocument();
  });

  it('schedules an end-of-period cancellation without a refund note', async () => {
    const fetch = answerCancel(() =>
      jsonResponse(200, anActivePlan({ kind: 'refused', reason: 'already_cancelling' }, endOfPeriod)),
    );
    await cancelConfirmed(anActivePlan(atTheEndOfTheMonth));

    expect(await screen.findByText('Your cancellation is scheduled')).toBeInTheDocument();
    expect(screen.queryByText(/Refunds go back/)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the plan when the member changes their mind', async () => {
    const fetch = answerCancel(() => jsonResponse(500, {}));
    renderWithApp(<CancelPlan subscription={anActivePlan(atTheEndOfTheMonth)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the member’s words', async () => {
    answerCancel(() => jsonResponse(409, { code: 'NOT_CANCELLABLE', message: 'Not cancellable' }));
    await cancelConfirmed(anActivePlan(atTheEndOfTheMonth));
    expect(
      await screen.findByText('There is no plan to cancel, or its cancellation is already scheduled.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
