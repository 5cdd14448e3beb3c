import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { anAcceptedAgreement, aPlan } from '../../../test-support/billing.ts';
import { aPulledState, itemId } from '../../../test-support/onboarding.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, serveApi } from '../../../test-support/render.tsx';
import { PaymentStep } from './payment-step.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const professional = aPlan('monthly');
const atStep5 = (overrides: Partial<OnboardingStateResponse> = {}) =>
  aPulledState({
    currentStep: 5,
    completedSteps: [1, 2, 3, 4],
    selection: { paymentType: 'monthly', selectedItems: [itemId(1), itemId(2)], selectedDisputeReasons: {} },
    ...overrides,
  });

function renderStep(state: OnboardingStateResponse, routes: ApiRoutes = {}, processor: PaymentProcessor = 'manual') {
  const onDone = vi.fn();
  const agreementDialog = vi.fn(({ onAccepted }: { onAccepted: () => void }) => (
    <button type="button" onClick={onAccepted}>
      Stand-in agreement
    </button>
  ));
  serveApi(routes);
  renderWithApp(
    <PaymentStep
      state={state}
      plan={professional}
      processor={processor}
      agreementDialog={agreementDialog}
      onPrevious={() => undefined}
      onDone={onDone}
    />,
  );
  return { onDone, agreementDialog };
}

const accepted = () => atStep5({ agreement: anAcceptedAgreement('monthly') });

describe('PaymentStep', () => {
  it('asks for the agreement before the payment page can open', async () => {
    const { agreementDialog } = renderStep(atStep5());
    expect(screen.getByText('Professional plan: $120.00 per month')).toBeInTheDocument();
    expect(screen.getByText('2 items to dispute')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $120.00' })).toBeDisabled();
    expect(screen.getByText('Accept the agreement first.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Read the agreement' }));
    expect(agreementDialog).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stand-in agreement' }));
    expect(screen.queryByRole('button', { name: 'Stand-in agreement' })).toBeNull();
  });

  it('opens the payment page in a new tab, and only then offers "I\'ve Completed Payment"', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderStep(accepted());
    expect(screen.getByText(/^Accepted\. You can cancel for a full refund until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I've Completed Payment" })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    expect(open).toHaveBeenCalledWith('https://pay.example.com/monthly', '_blank', 'noopener');
    expect(screen.getByRole('button', { name: "I've Completed Payment" })).toBeEnabled();
  });

  it('shows the confirmation being processed', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const confirmation = vi.fn((_init?: RequestInit) => new Promise<Response>(() => undefined));
    renderStep(accepted(), { 'POST /api/onboarding/payment-completed': confirmation });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    await userEvent.click(screen.getByRole('button', { name: "I've Completed Payment" }));
    expect(await screen.findByRole('button', { name: 'Confirming your payment…' })).toBeDisabled();
    expect(confirmation.mock.calls[0]?.[0]?.body).toBe('{}');
  });

  it('goes to the next step 3 s after the welcome, not before', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { onDone } = renderStep(accepted(), {
      'POST /api/onboarding/payment-completed': () => jsonResponse(200, accepted()),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    const confirm = screen.getByRole('button', { name: "I've Completed Payment" });

    vi.useFakeTimers();
    fireEvent.click(confirm);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Welcome to CreditPath!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the failure; Try Again returns to the form, and support is one link away', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    renderStep(accepted(), {
      'POST /api/onboarding/payment-completed': () => new Response('Bad gateway', { status: 502 }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    await userEvent.click(screen.getByRole('button', { name: "I've Completed Payment" }));

    expect(await screen.findByText('Payment Confirmation Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We encountered an issue confirming your payment. Please make sure you completed payment and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/legal/terms');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: "I've Completed Payment" })).toBeEnabled();
  });

  it('says why the server refused the confirmation', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    renderStep(accepted(), {
      'POST /api/onboarding/payment-completed': () =>
        jsonResponse(409, { code: 'AGREEMENT_OUTDATED', message: 'Agreement outdated' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    await userEvent.click(screen.getByRole('button', { name: "I've Completed Payment" }));
    expect(
      await screen.findByText('The agreement was updated. Please read the new version and accept it.'),
    ).toBeInTheDocument();
  });

  it('shows a payment already reported as done, with Next', async () => {
    const { onDone } = renderStep(
      atStep5({
        agreement: anAcceptedAgreement('monthly'),
        completedSteps: [1, 2, 3, 4, 5],
        payment: { status: 'reported', reportedAt: '2026-11-20T16:00:00.000Z' },
      }),
    );
    expect(screen.getByText("Payment reported — we're verifying it")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onDone).toHaveBeenCalled();
  });
});

describe('PaymentStep with card payment (Stripe)', () => {
  it('takes no payment here and asks for the agreement before anything else', async () => {
    const confirmation = vi.fn((_init?: RequestInit) => jsonResponse(200, accepted()));
    renderStep(atStep5(), { 'POST /api/onboarding/payment-completed': confirmation }, 'stripe');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByRole('button', { name: "I've Completed Payment" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Read the agreement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stand-in agreement' }));
    expect(confirmation).not.toHaveBeenCalled();
  });

  it('says when the card is saved and that nothing is charged before the letters, then keeps the choice', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const confirmation = vi.fn((_init?: RequestInit) => jsonResponse(200, accepted()));
    const { onDone } = renderStep(accepted(), { 'POST /api/onboarding/payment-completed': confirmation }, 'stripe');
    expect(
      screen.getByText(
        "Once your account is created and your email confirmed, you save your card at Stripe's secure checkout. Nothing is charged until your dispute letters exist.",
      ),
    ).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(confirmation).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByText(/^Your plan and agreement are saved\./)).toBeInTheDocument();
    expect(screen.queryByText(/verify your payment/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows a choice already kept as the card still to come, never as a payment being verified', async () => {
    renderStep(
      atStep5({
        viewer: 'member',
        agreement: anAcceptedAgreement('monthly'),
        completedSteps: [1, 2, 3, 4, 5],
        payment: { status: 'reported', reportedAt: '2026-11-20T16:00:00.000Z' },
      }),
      {},
      'stripe',
    );
    expect(screen.getByText('Plan chosen — your card comes next')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Next, you save your card at Stripe's secure checkout from your dashboard. Nothing is charged until your dispute letters exist.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/verifying/)).toBeNull();
  });
});
