import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { anAcceptedAgreement, aSubscription } from '../../../test-support/billing.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '../../../test-support/render.tsx';
import { loadPendingSelection, savePendingSelection } from '../pending-selection.ts';
import { ConfirmPaymentCard } from './confirm-payment-card.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const member = aMember();
const itemA = '0b6f0c1e-7a3d-4c55-9a41-2f1d2c3b4a51';
const itemB = '0b6f0c1e-7a3d-4c55-9a41-2f1d2c3b4a52';

const acceptedProfessional = aSubscription({ acceptedAgreement: anAcceptedAgreement('monthly') });

const answerPayment = (response: () => Response) => serveApi({ 'POST /api/subscription/payment-completed': response });

const reported = (fetch: ReturnType<typeof answerPayment>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

function renderCard(subscription: SubscriptionResponse) {
  return renderWithApp(<ConfirmPaymentCard userId={member.id} subscription={subscription} />, {
    path: '/subscribe',
    extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }],
  });
}

const confirmButton = () => screen.getByRole('button', { name: "I've Completed Payment" });

describe('ConfirmPaymentCard', () => {
  it('asks for a plan first when no agreement was accepted, and reports nothing', async () => {
    const fetch = answerPayment(() => jsonResponse(500, {}));
    renderCard(aSubscription());
    expect(
      screen.getByText('Choose a plan below first. Once you have paid, come back here and tell us.'),
    ).toBeInTheDocument();
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Please select a plan first.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports the payment with the items chosen for this plan, says it is being verified and goes to the dashboard 3 s later', async () => {
    savePendingSelection(member.id, { paymentType: 'monthly', items: [itemA, itemB] });
    const fetch = answerPayment(() =>
      jsonResponse(200, { disputesCreated: 2, paymentIntentId: '9d9e8f7a-1b2c-4d3e-8f4a-5b6c7d8e9f00' }),
    );
    renderCard(acceptedProfessional);
    expect(screen.getByText("Paid for the Professional plan? Tell us, and we'll verify it.")).toBeInTheDocument();
    expect(screen.getByText('2 items you selected will be queued for dispute.')).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.click(confirmButton());
    // Lets the report resolve without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(reported(fetch)).toEqual([{ paymentType: 'monthly', selectedItems: [itemA, itemB] }]);
    // Reported is not verified: "Payment Complete!" waits for an admin to verify it.
    expect(screen.getByText("Payment reported — we're verifying it")).toBeInTheDocument();
    expect(screen.queryByText(/Payment Complete/)).toBeNull();
    expect(screen.getByText(/^Thank you! 2 disputes are queued\./)).toBeInTheDocument();
    expect(loadPendingSelection(member.id)).toBeNull();
    // A second press would report the same payment again.
    expect(confirmButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('dashboard')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('sends no items chosen for another plan, and thanks without a count when nothing was queued', async () => {
    savePendingSelection(member.id, { paymentType: 'per_dispute', items: [itemA] });
    const fetch = answerPayment(() =>
      jsonResponse(200, { disputesCreated: 0, paymentIntentId: '9d9e8f7a-1b2c-4d3e-8f4a-5b6c7d8e9f00' }),
    );
    renderCard(acceptedProfessional);
    expect(screen.queryByText(/queued for dispute/)).toBeNull();
    await userEvent.click(confirmButton());
    expect(
      await screen.findByText(
        "Thank you! We'll verify your payment within 24 hours. You can now access your dashboard.",
      ),
    ).toBeInTheDocument();
    expect(reported(fetch)).toEqual([{ paymentType: 'monthly', selectedItems: [] }]);
  });

  it('is labelled as manual payment, and sends the receipt number the member typed, trimmed', async () => {
    const fetch = answerPayment(() =>
      jsonResponse(200, { disputesCreated: 0, paymentIntentId: '9d9e8f7a-1b2c-4d3e-8f4a-5b6c7d8e9f00' }),
    );
    renderCard(acceptedProfessional);
    expect(screen.getByText('Manual payment')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Receipt or confirmation number (optional)'), '  pi_3PX  ');
    await userEvent.click(confirmButton());
    await screen.findByText("Payment reported — we're verifying it");
    expect(reported(fetch)).toEqual([{ paymentType: 'monthly', selectedItems: [], reference: 'pi_3PX' }]);
  });

  it('refuses a receipt number over 100 characters under the field, and reports nothing', async () => {
    const fetch = answerPayment(() => jsonResponse(500, {}));
    renderCard(acceptedProfessional);
    await userEvent.click(screen.getByLabelText('Receipt or confirmation number (optional)'));
    await userEvent.paste('7'.repeat(101));
    await userEvent.click(confirmButton());
    expect(await screen.findByText('The reference can be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt or confirmation number (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal as a destructive toast in the member’s words', async () => {
    answerPayment(() => jsonResponse(409, { code: 'AGREEMENT_REQUIRED', message: 'Agreement required for this plan' }));
    renderCard(acceptedProfessional);
    await userEvent.click(confirmButton());
    const message = await screen.findByText(
      'Please read and accept the service agreement for this plan before confirming your payment.',
    );
    expect(message.closest('.bg-destructive')).not.toBeNull();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText("Payment reported — we're verifying it")).toBeNull();
    expect(confirmButton()).toBeEnabled();
  });

  it('says the status could not be updated when the answer is not the API’s', async () => {
    answerPayment(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderCard(acceptedProfessional);
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Failed to update payment status')).toBeInTheDocument();
  });
});
