import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import * as navigation from '#client/lib/navigation.ts';
import {
  anActiveSubscription,
  aPastDueSubscription,
  aRenewalAwaiting,
  thePlans,
} from '#client/test-support/billing.ts';
import { jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { MemberJourney, MemberStage, OwedPayment } from '#shared/rules/member-journey.ts';
import { PlanStatus } from './plan-status.tsx';

interface Extras {
  path?: string;
  planEndsAt?: string | null;
  processor?: PaymentProcessor;
  owed?: OwedPayment | null;
  refundOwed?: MemberJourney['refundOwed'];
}

function renderStatus(stage: MemberStage, extras: Extras = {}) {
  const { path = '/dashboard', planEndsAt = null, processor = 'manual', owed = null, refundOwed = null } = extras;
  const journey: MemberJourney = { stage, owed, refundOwed, planEndsAt, processor };
  const { container } = renderWithApp(<PlanStatus journey={journey} />, { path });
  // The toaster is a region too: the status is the page's section.
  const region = container.querySelector('section');
  if (!region) throw new Error('no plan status shown');
  return region;
}

const actionOf = (region: HTMLElement) => within(region).queryByRole('link');

describe('PlanStatus', () => {
  it('sends a member without a plan, or whose plan ended, to the plans', () => {
    const none = renderStatus({ kind: 'no_plan' });
    expect(within(none).getByRole('heading', { name: "You don't have a plan yet" })).toBeInTheDocument();
    expect(actionOf(none)).toHaveAttribute('href', '/subscribe');
    expect(actionOf(none)).toHaveTextContent('See plans');
    const ended = renderStatus({ kind: 'plan_ended' });
    expect(within(ended).getByRole('heading', { name: 'Your plan has ended' })).toBeInTheDocument();
    expect(actionOf(ended)).toHaveAttribute('href', '/subscribe');
  });

  it('says a reported payment is being verified, with its queued disputes, and offers nothing to buy', () => {
    const region = renderStatus({ kind: 'payment_reported', queued: 2 });
    expect(within(region).getByRole('heading', { name: "Payment reported — we're verifying it" })).toBeInTheDocument();
    expect(
      within(region).getByText(
        '2 disputes are queued. Their letters are written once your payment is verified and your right to cancel has ended.',
      ),
    ).toBeInTheDocument();
    expect(actionOf(region)).toBeNull();
    expect(region).not.toHaveTextContent(/Payment Complete/);
  });

  it('calls a started plan active with nothing charged, and states the right to cancel once, in the reader’s zone', () => {
    const region = renderStatus({ kind: 'right_to_cancel', endsAt: '2026-11-26T10:00:00.000Z', queued: 1 });
    expect(within(region).getByRole('heading', { name: 'Your plan is active' })).toBeInTheDocument();
    // The test process runs in UTC: the zone's own short name is printed beside the time.
    expect(
      within(region).getByText(
        'Nothing has been charged. You can cancel at no cost until 11/26/2026, 10:00 AM UTC. The law lets no letter go out before then.',
      ),
    ).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/Payment Complete|verif/);
    expect(region.textContent?.match(/11\/26\/2026/g)).toHaveLength(1);
    expect(
      within(region).getByText('1 dispute is queued. Its letters are written as soon as your right to cancel ends.'),
    ).toBeInTheDocument();
    expect(actionOf(region)).toBeNull();
  });

  it('asks for the letters to be mailed once they are ready', () => {
    const ready = renderStatus({ kind: 'letters_ready', disputes: 2 });
    expect(within(ready).getByRole('heading', { name: 'Your letters are ready to mail' })).toBeInTheDocument();
    expect(actionOf(ready)).toHaveTextContent('Print and mail your letters');
    expect(actionOf(ready)).toHaveAttribute('href', '/disputes');
  });

  it('waits without an action while the letters are in the mail', () => {
    const mailed = renderStatus({ kind: 'mailed', disputes: 1 });
    expect(
      within(mailed).getByRole('heading', { name: 'Letters mailed — waiting for the bureaus' }),
    ).toBeInTheDocument();
    expect(within(mailed).getByText(/^The bureaus are looking into 1 dispute\./)).toBeInTheDocument();
    expect(actionOf(mailed)).toBeNull();
  });

  it('points to the answers as they arrive', () => {
    const answered = renderStatus({ kind: 'answered', disputes: 3 });
    expect(within(answered).getByText(/^Some bureaus have answered 3 disputes\./)).toBeInTheDocument();
    expect(actionOf(answered)).toHaveTextContent('See the answers');
  });

  it('gives an active member the disputes left, with no price and no payment to make', () => {
    const region = renderStatus({ kind: 'allowance_left', remaining: 3, allowance: 5 });
    expect(within(region).getByRole('heading', { name: 'Your plan is active' })).toBeInTheDocument();
    expect(within(region).getByText('Disputes left this period: 3 of 5.')).toBeInTheDocument();
    expect(actionOf(region)).toHaveTextContent('Go to my disputes');
    expect(region).not.toHaveTextContent(/\$|Choose your plan|See plans/);
  });

  it('leaves out an action that leads to the page the member is on', () => {
    expect(
      actionOf(renderStatus({ kind: 'allowance_left', remaining: 3, allowance: 5 }, { path: '/disputes' })),
    ).toBeNull();
  });

  it('tells when a used-up allowance comes back, and when it will not', () => {
    const renews = renderStatus({ kind: 'allowance_used', renewsAt: '2026-03-15T17:00:00.000Z' });
    expect(
      within(renews).getByText('Your next disputes come with your next month, on 03/15/2026.'),
    ).toBeInTheDocument();
    expect(actionOf(renews)).toBeNull();
  });

  it('says when a plan being cancelled ends, and what is still charged as each processor charges', () => {
    const planEndsAt = '2026-03-15T17:00:00.000Z';
    const region = renderStatus({ kind: 'allowance_used', renewsAt: null }, { planEndsAt });
    expect(within(region).getByText(/^Your plan has no disputes left\./)).toBeInTheDocument();
    expect(within(region).getByText("Your plan ends on 03/15/2026. You won't be charged again.")).toBeInTheDocument();
    // A card is charged in arrears: the last month's letters are still billed once it ends.
    const card = renderStatus({ kind: 'allowance_used', renewsAt: null }, { planEndsAt, processor: 'stripe' });
    expect(
      within(card).getByText(
        'Your plan ends on 03/15/2026. Your last month is charged after it ends only if letters were written in it.',
      ),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/won't be charged again/);
  });

  it('speaks Spanish, with the same en-US date and time', async () => {
    await i18n.changeLanguage('es');
    const reported = renderStatus({ kind: 'payment_reported', queued: 0 });
    expect(
      within(reported).getByRole('heading', { name: 'Pago reportado: lo estamos verificando' }),
    ).toBeInTheDocument();
    const active = renderStatus({ kind: 'right_to_cancel', endsAt: '2026-11-26T10:00:00.000Z', queued: 0 });
    expect(
      within(active).getByText(
        'No se ha cobrado nada. Puede cancelar sin costo hasta el 11/26/2026, 10:00 AM UTC. La ley no permite enviar ninguna carta antes de ese momento.',
      ),
    ).toBeInTheDocument();
  });
});

describe('PlanStatus, paying through a processor', () => {
  const checkoutUrl = 'https://checkout.stripe.test/c/pay/cs_test_1';

  it('sends a Stripe member whose card checkout is unfinished back to it for the same plan, with nothing charged', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const fetch = serveApi({
      'GET /api/subscription': () =>
        jsonResponse(200, anActiveSubscription({ status: 'pending_verification', processor: 'stripe' })),
      'POST /api/subscription/checkout': () => jsonResponse(200, { url: checkoutUrl }),
    });
    const region = renderStatus({ kind: 'checkout_pending', queued: 2 }, { processor: 'stripe' });
    expect(within(region).getByRole('heading', { name: 'Card checkout not finished' })).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Your plan starts once you save your card at our secure checkout. Nothing is charged until your dispute letters exist.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(/^2 disputes are queued\. Their letters are written once your card is saved/),
    ).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/verifying|Payment Complete/);

    await userEvent.click(await within(region).findByRole('button', { name: 'Continue to secure card checkout' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl));
    expect(sentBodies(fetch, 'POST /api/subscription/checkout')[0]).toEqual({
      paymentType: 'monthly',
      selectedItems: [],
    });
  });

  it('calls a Stripe plan active with a saved card, never a payment complete', () => {
    const region = renderStatus(
      { kind: 'right_to_cancel', endsAt: '2026-11-26T10:00:00.000Z', queued: 0 },
      { processor: 'stripe' },
    );
    expect(within(region).getByRole('heading', { name: 'Card saved! Your plan is active' })).toBeInTheDocument();
    expect(
      within(region).getByText(
        'You can cancel at no cost until 11/26/2026, 10:00 AM UTC: nothing has been charged. The law lets no letter go out before then.',
      ),
    ).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/Payment Complete|refund/);
  });

  it.each([
    ['insufficient_funds', 'Your bank declined the charge for insufficient funds.'],
    ['card_declined', 'Your bank declined the charge.'],
    ['expired_card', 'Your card has expired.'],
    ['incorrect_cvc', "The card's security code (CVC) was not accepted."],
    ['processing_error', 'The card network had a processing error while charging your card.'],
    ['do_not_honor', 'The charge on your card did not go through.'],
    [null, 'The charge on your card did not go through.'],
  ])('says in plain words why the card was declined (%s)', (failureReason, reason) => {
    const region = renderStatus({ kind: 'payment_failed', failureReason }, { processor: 'stripe' });
    expect(within(region).getByRole('heading', { name: 'Your card was declined' })).toBeInTheDocument();
    expect(
      within(region).getByText(
        `${reason} Nothing new goes out until this payment goes through. Update your card and we'll try again.`,
      ),
    ).toBeInTheDocument();
  });

  it('sends a past-due member to save another card', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const fetch = serveApi({
      'POST /api/subscription/payment-method': () => jsonResponse(200, { url: checkoutUrl }),
    });
    const region = renderStatus({ kind: 'payment_failed', failureReason: 'expired_card' }, { processor: 'stripe' });
    await userEvent.click(within(region).getByRole('button', { name: 'Update card' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(within(region).getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
  });

  it('tells a past-due member when the card page could not be opened, and lets them try again', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    serveApi({
      'POST /api/subscription/payment-method': () =>
        jsonResponse(503, { code: 'PAYMENT_PROCESSOR_UNAVAILABLE', message: 'Stripe did not answer' }),
    });
    const region = renderStatus({ kind: 'payment_failed', failureReason: null }, { processor: 'stripe' });
    await userEvent.click(within(region).getByRole('button', { name: 'Update card' }));
    expect(
      await screen.findByText(
        'Our payment processor did not answer. Nothing was charged. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(within(region).getByRole('button', { name: 'Update card' })).toBeEnabled();
  });

  const owed: OwedPayment = { paymentType: 'monthly', amountCents: 12_000, periodIndex: 1, reportedAt: null };
  const waiting: MemberStage = { kind: 'renewal_awaiting', reportedAt: null };

  it('says what a manual member owes, for which month, with the link, and takes their word and receipt number', async () => {
    const fetch = serveApi({
      'GET /api/subscription/plans': () => jsonResponse(200, thePlans()),
      'POST /api/subscription/payment-reported': () =>
        jsonResponse(200, aRenewalAwaiting({ reportedAt: '2026-03-16T17:00:00.000Z' })),
    });
    const region = renderStatus(waiting, { owed });
    expect(
      within(region).getByRole('heading', { name: "Your new month opens once last month's letters are paid for" }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Payment due: $120.00' })).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Dispute letters were prepared in month 2 of your plan, which has ended, so its price of $120.00 is due now. Pay it with the payment link, then tell us here, with the receipt number if you have one.',
      ),
    ).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: 'Open the payment link' })).toHaveAttribute(
      'href',
      'https://pay.example.com/monthly',
    );

    await userEvent.type(within(region).getByLabelText('Receipt or confirmation number (optional)'), ' INV-2041 ');
    await userEvent.click(within(region).getByRole('button', { name: "I've paid it" }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === '/api/subscription/payment-reported')).toBe(true),
    );
    expect(sentBodies(fetch, 'POST /api/subscription/payment-reported')[0]).toEqual({ reference: 'INV-2041' });
  });

  it('asks for a one-time plan’s price whatever the stage, and refuses a reference too long before sending anything', async () => {
    const fetch = serveApi({
      'GET /api/subscription/plans': () => jsonResponse(200, thePlans()),
      'POST /api/subscription/payment-reported': () => jsonResponse(200, aRenewalAwaiting()),
    });
    const oneTime: OwedPayment = { paymentType: 'per_dispute', amountCents: 9_900, periodIndex: 0, reportedAt: null };
    const region = renderStatus({ kind: 'allowance_used', renewsAt: null }, { owed: oneTime });
    expect(
      within(region).getByText(/^Dispute letters were prepared in your one-time plan, which has ended/),
    ).toBeInTheDocument();
    const field = within(region).getByLabelText('Receipt or confirmation number (optional)');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(region).getByRole('button', { name: "I've paid it" }));
    expect(await within(region).findByText('The reference can be at most 100 characters.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/subscription/payment-reported')).toBe(false);

    await userEvent.clear(field);
    await userEvent.click(within(region).getByRole('button', { name: "I've paid it" }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === '/api/subscription/payment-reported')).toBe(true),
    );
    expect(sentBodies(fetch, 'POST /api/subscription/payment-reported')[0]).toEqual({});
  });

  it('says when a manual payment was reported, and asks nothing more', () => {
    serveApi({ 'GET /api/subscription/plans': () => jsonResponse(200, thePlans()) });
    const reportedAt = '2026-03-16T17:00:00.000Z';
    const region = renderStatus({ kind: 'renewal_awaiting', reportedAt }, { owed: { ...owed, reportedAt } });
    expect(
      within(region).getByRole('heading', { name: "Payment of $120.00 reported — we're checking it" }),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(
        'On 03/16/2026 you told us you paid for month 2 of your plan. A person on our team checks the payment with the payment processor.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(region).not.toHaveTextContent(/Payment due/);
  });

  it('tells a member what we owe them back, and by when', () => {
    const region = renderStatus(
      { kind: 'plan_ended' },
      { refundOwed: { amountCents: 29_900, dueAt: '2026-11-15T15:00:00.000Z' } },
    );
    expect(
      within(region).getByText('We owe you $299.00. It will be returned by 11/15/2026, the way you paid.'),
    ).toBeInTheDocument();
  });

  it('asks a Stripe member for nothing while last month’s charge goes through', () => {
    const region = renderStatus({ kind: 'renewal_awaiting', reportedAt: null }, { processor: 'stripe' });
    expect(
      within(region).getByRole('heading', { name: "Your new month opens once last month's letters are paid for" }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent(/this usually happens within a minute\./);
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region).not.toHaveTextContent(/verification/);
  });

  it('speaks Spanish about a declined card and a renewal', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'GET /api/subscription': () => jsonResponse(200, aPastDueSubscription()) });
    const declined = renderStatus(
      { kind: 'payment_failed', failureReason: 'insufficient_funds' },
      { processor: 'stripe' },
    );
    expect(within(declined).getByRole('heading', { name: 'Su tarjeta fue rechazada' })).toBeInTheDocument();
    expect(within(declined).getByText(/^Su banco rechazó el cargo por fondos insuficientes\./)).toBeInTheDocument();
    expect(within(declined).getByRole('button', { name: 'Actualizar tarjeta' })).toBeInTheDocument();
    serveApi({ 'GET /api/subscription/plans': () => jsonResponse(200, thePlans()) });
    const renewal = renderStatus(waiting, { owed });
    expect(
      within(renewal).getByRole('heading', { name: 'Su nuevo mes se abre cuando se paguen las cartas del mes pasado' }),
    ).toBeInTheDocument();
    expect(within(renewal).getByRole('heading', { name: 'Pago pendiente: $120.00' })).toBeInTheDocument();
    expect(within(renewal).getByText(/el mes 2 de su plan/)).toBeInTheDocument();
    expect(within(renewal).getByRole('button', { name: 'Ya lo pagué' })).toBeInTheDocument();
  });
});
