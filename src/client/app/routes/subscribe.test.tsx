import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadPendingSelection } from '#client/features/billing/pending-selection.ts';
import { i18n } from '#client/lib/i18n.ts';
import * as navigation from '#client/lib/navigation.ts';
import {
  anAcceptedAgreement,
  anActiveSubscription,
  anAgreement,
  aPlan,
  aSubscription,
  thePlans,
} from '#client/test-support/billing.ts';
import {
  type ApiRoutes,
  aMember,
  jsonResponse,
  notSignedIn,
  renderWithApp,
  sentBodies,
  serveApi,
} from '#client/test-support/render.tsx';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { RequireAuth } from '../require-auth.tsx';
import { SubscribePage } from './subscribe.tsx';

// Item ids are UUIDs; anything else in the link is dropped before it can be saved.
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const member = aMember();

function serveMember(
  subscription: SubscriptionResponse,
  extra: ApiRoutes = {},
  processor: PaymentProcessor = 'manual',
) {
  return serveApi({
    'GET /api/auth/user': () => jsonResponse(200, member),
    'GET /api/subscription/plans': () => jsonResponse(200, thePlans(processor)),
    'GET /api/subscription': () => jsonResponse(200, subscription),
    'GET /api/disputes': () => jsonResponse(200, []),
    ...extra,
  });
}

/** The page as the router mounts it: behind the guard that sends visitors to sign in. */
function renderSubscribe(search = '') {
  return renderWithApp(
    <Routes>
      <Route element={<RequireAuth visitor="sign-in" />}>
        <Route path="/subscribe" element={<SubscribePage />} />
      </Route>
    </Routes>,
    { path: `/subscribe${search}` },
  );
}

/** The page of a member whose payment for the Professional plan awaits an admin's check, under `heading`. */
async function showsAReportedPayment(heading: string) {
  serveMember(aSubscription({ status: 'pending_verification', plan: aPlan('monthly') }));
  renderSubscribe();
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
}

const planCard = (name: string) => screen.getByRole('article', { name });

describe('SubscribePage', () => {
  it('shows the title, the selection banner and the three plans with Professional as the most popular', async () => {
    serveMember(aSubscription());
    renderSubscribe(`?selectedItems=${A},${B}&selectedDisputes=${C}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Credit Repair Plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have 3 disputes ready to submit')).toBeInTheDocument();
    expect(within(planCard('Basic')).getByText('$99.00')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('$120.00')).toBeInTheDocument();
    expect(within(planCard('Premium')).getByText('$299.00')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('has no banner when nothing was selected, and says "dispute" for one', async () => {
    serveMember(aSubscription());
    const { unmount } = renderSubscribe();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Credit Repair Plan' });
    expect(screen.queryByText(/ready to submit/)).toBeNull();
    unmount();

    renderSubscribe('?selectedDisputes=c');
    expect(await screen.findByText('You have 1 dispute ready to submit')).toBeInTheDocument();
  });

  it('tells the member a plan covers only part of a larger selection', async () => {
    serveMember(aSubscription());
    renderSubscribe(`?selectedItems=${A},${B},${C},not-an-id`);
    await screen.findByRole('article', { name: 'Basic' });
    expect(
      within(planCard('Basic')).getByText('Covers 2 of the 3 items you selected; you can dispute the rest later.'),
    ).toBeInTheDocument();
    expect(within(planCard('Professional')).queryByText(/^Covers/)).toBeNull();
  });

  it('says a manual plan charges nothing up front, and asks no one whether they have paid', async () => {
    serveMember(aSubscription({ status: 'incomplete' }));
    renderSubscribe();
    // Manual mode says so before anything is chosen.
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Pay by payment link, after your letters exist — nothing up front',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Manual payment')).toHaveLength(1);
    expect(screen.queryByLabelText('Receipt or confirmation number (optional)')).toBeNull();
    expect(screen.queryByText(/Completed Payment|up front through|Paid up front/)).toBeNull();
    expect(screen.queryByText(/secure card checkout/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
    expect(
      screen.getByText(
        'One price, no setup fees, nothing charged up front. You can cancel within 3 business days at no cost.',
      ),
    ).toBeInTheDocument();
    expect(
      within(planCard('Professional')).getByText(
        'Each month paid through a payment link after it ends, only if letters were prepared in it',
      ),
    ).toBeInTheDocument();
  });

  it('shows a reported payment as being verified, never as complete, and sells nothing else meanwhile', async () => {
    await showsAReportedPayment("Payment reported — we're verifying it");
    expect(screen.queryByText(/Payment Complete/)).toBeNull();
    expect(screen.queryByText('Have You Completed Payment?')).toBeNull();
    expect(within(planCard('Professional')).getByRole('button', { name: 'Your plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeDisabled();
  });

  it('says so in Spanish too', async () => {
    await i18n.changeLanguage('es');
    await showsAReportedPayment('Pago reportado: lo estamos verificando');
    expect(screen.queryByText(/Pago completado/)).toBeNull();
  });

  it('opens the agreement before any payment when this plan’s agreement is not accepted', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    // Accepting one plan's contract does not cover another.
    serveMember(aSubscription({ acceptedAgreement: anAcceptedAgreement('per_dispute') }), {
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement({ paymentType: 'monthly' })),
    });
    renderSubscribe();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you sign: your rights and our agreement' });
    expect(await within(dialog).findByText('Consumer Credit File Rights')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('offers to start a plan already accepted, with the selection kept, and never leaves for a payment page', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    serveMember(aSubscription({ acceptedAgreement: anAcceptedAgreement('per_dispute') }));
    renderSubscribe(`?selectedItems=${A},${B},${C},not-an-id`);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Basic' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Basic allows 2 disputes: the rest can be chosen again later.
    expect(loadPendingSelection(member.id)).toEqual({ paymentType: 'per_dispute', items: [A, B] });
    expect(screen.getByRole('button', { name: 'Start my plan' })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('starts the plan once the agreement is accepted in the dialog, charging nothing', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const accepted = aSubscription({ acceptedAgreement: anAcceptedAgreement('premium') });
    let subscription = aSubscription();
    const fetch = serveMember(aSubscription(), {
      'GET /api/subscription': () => jsonResponse(200, subscription),
      'GET /api/subscription/agreement?plan=premium&lang=en': () =>
        jsonResponse(200, anAgreement({ paymentType: 'premium' })),
      'POST /api/subscription/agreement': () => {
        subscription = accepted;
        return jsonResponse(200, anAcceptedAgreement('premium'));
      },
      'POST /api/subscription/start': () =>
        jsonResponse(200, { disputesCreated: 1, subscriptionId: '9d9e8f7a-1b2c-4d3e-8f4a-5b6c7d8e9f00' }),
    });
    renderSubscribe(`?selectedItems=${A}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read the statement of my rights/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(loadPendingSelection(member.id)).toEqual({ paymentType: 'premium', items: [A] });
    await userEvent.click(await screen.findByRole('button', { name: 'Start my plan' }));
    expect(await screen.findByText('Your plan has started')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/subscription/start')[0]).toEqual({
      paymentType: 'premium',
      selectedItems: [A],
    });
    expect(leave).not.toHaveBeenCalled();
  });
});

/** With the clock fake: lets the sign-in check, then the page's own reads, answer (a few milliseconds). */
async function settle() {
  for (let step = 0; step < 3; step++) await act(() => vi.advanceTimersByTimeAsync(1));
}

describe('SubscribePage with card payments (Stripe)', () => {
  const checkoutUrl = 'https://checkout.stripe.test/c/pay/cs_test_a1';
  const answerCheckout = () => jsonResponse(200, { url: checkoutUrl });

  it('says how a card is paid before any choice, and asks no one whether they have paid', async () => {
    serveMember(aSubscription(), {}, 'stripe');
    renderSubscribe();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Pay by card through Stripe — nothing is charged until your letters exist',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Have You Completed Payment?')).toBeNull();
    expect(screen.queryByRole('button', { name: "I've Completed Payment" })).toBeNull();
    expect(screen.queryByText('Manual payment')).toBeNull();
    // Nothing is paid before letters exist: there is nothing to refund.
    expect(
      screen.getByText('One price, no setup fees. You can cancel within 3 business days at no cost.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/refund/)).toBeNull();
  });

  it('goes to Stripe’s checkout once the agreement is accepted, with the plan and the items', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const fetch = serveMember(
      aSubscription(),
      {
        'GET /api/subscription/agreement?plan=premium&lang=en': () =>
          jsonResponse(200, anAgreement({ paymentType: 'premium' })),
        'POST /api/subscription/agreement': () => jsonResponse(200, anAcceptedAgreement('premium')),
        'POST /api/subscription/checkout': answerCheckout,
      },
      'stripe',
    );
    renderSubscribe(`?selectedItems=${A},${B}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read the statement of my rights/ }));
    // CROA first: nothing is asked of Stripe before the agreement is accepted.
    expect(sentBodies(fetch, 'POST /api/subscription/checkout')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl));
    expect(sentBodies(fetch, 'POST /api/subscription/checkout')).toEqual([
      { paymentType: 'premium', selectedItems: [A, B] },
    ]);
    expect(screen.getByText('Taking you to Stripe to save your card for the Premium plan…')).toBeInTheDocument();
    expect(loadPendingSelection(member.id)).toEqual({ paymentType: 'premium', items: [A, B] });
  });

  it('offers the checkout again for a plan already accepted, saying nothing is charged until the letters exist', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    localStorage.setItem(
      `creditpath.pendingSelection.${member.id}`,
      JSON.stringify({ paymentType: 'monthly', items: [A] }),
    );
    const fetch = serveMember(
      aSubscription({ acceptedAgreement: anAcceptedAgreement('monthly') }),
      { 'POST /api/subscription/checkout': answerCheckout },
      'stripe',
    );
    renderSubscribe('?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled — nothing was charged')).toBeInTheDocument();
    expect(screen.getByText("Your card was not saved. You can try again whenever you're ready.")).toBeInTheDocument();
    expect(screen.getByText('Save your card to start your Professional plan')).toBeInTheDocument();
    expect(
      screen.getByText('Your card is saved now, and nothing is charged until your dispute letters exist.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 item you selected will be queued for dispute.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to secure card checkout' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl));
    expect(sentBodies(fetch, 'POST /api/subscription/checkout')).toEqual([
      { paymentType: 'monthly', selectedItems: [A] },
    ]);
    expect(screen.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
  });

  it('keeps the member on the page with the processor’s words when checkout cannot open', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    serveMember(
      aSubscription({ acceptedAgreement: anAcceptedAgreement('monthly') }),
      {
        'POST /api/subscription/checkout': () =>
          jsonResponse(503, { code: 'PAYMENT_PROCESSOR_UNAVAILABLE', message: 'Stripe did not answer' }),
      },
      'stripe',
    );
    renderSubscribe();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to secure card checkout' }));
    expect(
      await screen.findByText(
        'Our payment processor did not answer. Nothing was charged. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to secure card checkout' })).toBeEnabled();
  });

  it('back from checkout, confirms the card until the plan is active, then shows it and goes to the dashboard', async () => {
    const pending = anActiveSubscription(
      { status: 'pending_verification', processor: 'stripe', currentPeriod: null },
      { activatedAt: null, rightToCancelEndsAt: '2099-01-02T05:00:00.000Z' },
    );
    const active = anActiveSubscription({ processor: 'stripe' }, { rightToCancelEndsAt: '2099-01-02T05:00:00.000Z' });
    const answers = [pending, pending];
    const fetch = serveMember(
      pending,
      { 'GET /api/subscription': () => jsonResponse(200, answers.shift() ?? active) },
      'stripe',
    );
    vi.useFakeTimers();
    renderWithApp(
      <Routes>
        <Route element={<RequireAuth visitor="sign-in" />}>
          <Route path="/subscribe" element={<SubscribePage />} />
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Route>
      </Routes>,
      { path: '/subscribe?checkout=done' },
    );
    await settle();
    expect(screen.getByText('Confirming your card…')).toBeInTheDocument();
    // Not "checkout not finished" while Stripe's notice is on its way.
    expect(screen.queryByText('Card checkout not finished')).toBeNull();
    const asked = () => fetch.mock.calls.filter(([url]) => url === '/api/subscription').length;
    const before = asked();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(asked()).toBe(before + 1);
    expect(screen.getByText('Confirming your card…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(screen.getByRole('heading', { level: 2, name: 'Card saved! Your plan is active' })).toBeInTheDocument();
    expect(screen.getByText('Card saved — your plan is active')).toBeInTheDocument();
    expect(screen.queryByText('Confirming your card…')).toBeNull();
    const settled = asked();
    // The plan turned active just now: 3 s on it, then the dashboard.
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByText('dashboard')).toBeNull();
    // Active: no more asking.
    expect(asked()).toBe(settled);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('stops asking after a minute without the card confirmed, and says so calmly with the way to the account', async () => {
    const pending = anActiveSubscription(
      { status: 'pending_verification', processor: 'stripe', currentPeriod: null },
      { activatedAt: null },
    );
    const fetch = serveMember(pending, {}, 'stripe');
    vi.useFakeTimers();
    renderSubscribe('?checkout=done');
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('Confirming your card…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('This is taking longer than usual')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    const asked = fetch.mock.calls.filter(([url]) => url === '/api/subscription').length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetch.mock.calls.filter(([url]) => url === '/api/subscription').length).toBe(asked);
  });

  it('says it in Spanish', async () => {
    await i18n.changeLanguage('es');
    serveMember(aSubscription({ acceptedAgreement: anAcceptedAgreement('monthly') }), {}, 'stripe');
    renderSubscribe('?checkout=cancelled');
    expect(await screen.findByText('Pago cancelado: no se cobró nada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al pago seguro con tarjeta' })).toBeInTheDocument();
    expect(
      screen.getByText('Su tarjeta se guarda ahora y no se cobra nada hasta que existan sus cartas de disputa.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Un precio, sin cargos de inscripción. Puede cancelar dentro de 3 días hábiles sin costo.'),
    ).toBeInTheDocument();
  });
});

describe('a visitor on /subscribe', () => {
  it('is told to log in and sent to /api/login 500 ms later, not before', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const fetch = serveApi({
      'GET /api/auth/user': notSignedIn,
    });
    vi.useFakeTimers();
    renderSubscribe();
    // Lets the fetch resolve and React Query deliver the answer without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Please Log In')).toBeInTheDocument();
    expect(screen.getByText('You need to log in to subscribe to our services')).toBeInTheDocument();
    expect(screen.queryByText('Choose Your Credit Repair Plan')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(leave).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(leave).toHaveBeenCalledWith('/api/login');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
