import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_LIST } from '#shared/constants/plans.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { loadPendingSelection } from '../../features/billing/pending-selection.ts';
import { i18n } from '../../lib/i18n.ts';
import * as navigation from '../../lib/navigation.ts';
import { anAcceptedAgreement, anAgreement, aPlan, aSubscription } from '../../test-support/billing.ts';
import { type ApiRoutes, aMember, jsonResponse, renderWithApp, serveApi } from '../../test-support/render.tsx';
import { RequireAuth } from '../require-auth.tsx';
import { SubscribePage } from './subscribe.tsx';

// Item ids are UUIDs; anything else in the link is dropped before it can be saved.
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const member = aMember();

const plans = PLAN_LIST.map((plan) => aPlan(plan.paymentType));

function serveMember(subscription: SubscriptionResponse, extra: ApiRoutes = {}) {
  return serveApi({
    'GET /api/auth/user': () => jsonResponse(200, member),
    'GET /api/subscription/plans': () => jsonResponse(200, { plans }),
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

  it('asks a member without a plan whether they have paid, with the 24-hour note', async () => {
    serveMember(aSubscription({ status: 'incomplete' }));
    renderSubscribe();
    expect(await screen.findByText('Have You Completed Payment?')).toBeInTheDocument();
    expect(screen.getByText('We check every payment by hand. Verification takes up to 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
  });

  it('shows a reported payment as being verified, never as complete, and sells nothing else meanwhile', async () => {
    serveMember(aSubscription({ status: 'pending_verification', plan: aPlan('monthly') }));
    renderSubscribe();
    expect(
      await screen.findByRole('heading', { level: 2, name: "Payment reported — we're verifying it" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Payment Complete/)).toBeNull();
    expect(screen.queryByText('Have You Completed Payment?')).toBeNull();
    expect(within(planCard('Professional')).getByRole('button', { name: 'Your plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeDisabled();
  });

  it('says so in Spanish too', async () => {
    await i18n.changeLanguage('es');
    serveMember(aSubscription({ status: 'pending_verification', plan: aPlan('monthly') }));
    renderSubscribe();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pago reportado: lo estamos verificando' }),
    ).toBeInTheDocument();
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
    const dialog = await screen.findByRole('dialog', { name: 'Before you pay: your rights and our agreement' });
    expect(await within(dialog).findByText('Consumer Credit File Rights')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('goes straight to payment for a plan already accepted: toast, the selection kept, the link after 1 s', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    serveMember(aSubscription({ acceptedAgreement: anAcceptedAgreement('per_dispute') }));
    renderSubscribe(`?selectedItems=${A},${B},${C},not-an-id`);
    const choose = await screen.findByRole('button', { name: 'Choose Basic' });

    vi.useFakeTimers();
    fireEvent.click(choose);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Redirecting to Payment')).toBeInTheDocument();
    expect(screen.getByText('Taking you to the payment page for the Basic plan…')).toBeInTheDocument();
    // Basic allows 2 disputes: the rest can be chosen again later.
    expect(loadPendingSelection(member.id)).toEqual({ paymentType: 'per_dispute', items: [A, B] });
    act(() => vi.advanceTimersByTime(999));
    expect(leave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(leave).toHaveBeenCalledWith('https://pay.example.com/per_dispute');
  });

  it('leaves for payment once the agreement is accepted in the dialog', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    serveMember(aSubscription(), {
      'GET /api/subscription/agreement?plan=premium&lang=en': () =>
        jsonResponse(200, anAgreement({ paymentType: 'premium' })),
      'POST /api/subscription/agreement': () => jsonResponse(200, anAcceptedAgreement('premium')),
    });
    renderSubscribe(`?selectedItems=${A}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read the statement of my rights/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and go to payment' }));

    // The toast store outlives a test: the plan's name tells this toast from an earlier one.
    expect(await screen.findByText('Taking you to the payment page for the Premium plan…')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to Payment')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadPendingSelection(member.id)).toEqual({ paymentType: 'premium', items: [A] });
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example.com/premium'), { timeout: 2000 });
  });
});

describe('a visitor on /subscribe', () => {
  it('is told to log in and sent to /api/login 500 ms later, not before', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const fetch = serveApi({
      'GET /api/auth/user': () => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
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
