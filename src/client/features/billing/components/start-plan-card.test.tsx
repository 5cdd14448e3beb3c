import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anAcceptedAgreement } from '#client/test-support/billing.ts';
import { aMember, jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import { loadPendingSelection, savePendingSelection } from '../pending-selection.ts';
import { StartPlanCard } from './start-plan-card.tsx';

const member = aMember();
const itemA = '0b6f0c1e-7a3d-4c55-9a41-2f1d2c3b4a51';
const itemB = '0b6f0c1e-7a3d-4c55-9a41-2f1d2c3b4a52';
const subscriptionId = '9d9e8f7a-1b2c-4d3e-8f4a-5b6c7d8e9f00';

const answerStart = (response: () => Response) => serveApi({ 'POST /api/subscription/start': response });

function renderCard() {
  return renderWithApp(<StartPlanCard userId={member.id} accepted={anAcceptedAgreement('monthly')} />, {
    path: '/subscribe',
    extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }],
  });
}

const startButton = () => screen.getByRole('button', { name: 'Start my plan' });

describe('StartPlanCard', () => {
  it('says nothing is charged now and when each period is, and asks for no payment or reference', () => {
    answerStart(() => jsonResponse(500, {}));
    renderCard();
    expect(screen.getByText('Start your plan — nothing is charged now')).toBeInTheDocument();
    // The monthly plan's own terms, without the one-time plan's.
    expect(
      screen.getByText(
        'You signed the agreement for the Professional plan. Nothing is charged when you start. Each month is charged after it ends, and only if letters were prepared in it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Receipt/)).toBeNull();
    expect(screen.queryByText(/Completed Payment|verify/i)).toBeNull();
  });

  it('starts the plan with the items chosen for it, says nothing was charged and goes to the dashboard 3 s later', async () => {
    savePendingSelection(member.id, { paymentType: 'monthly', items: [itemA, itemB] });
    const fetch = answerStart(() => jsonResponse(200, { disputesCreated: 2, subscriptionId }));
    renderCard();
    expect(screen.getByText('2 items you selected will be queued for dispute.')).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.click(startButton());
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(sentBodies(fetch, 'POST /api/subscription/start')).toEqual([
      { paymentType: 'monthly', selectedItems: [itemA, itemB] },
    ]);
    expect(screen.getByText('Your plan has started')).toBeInTheDocument();
    expect(screen.getByText(/^Nothing has been charged\. 2 disputes are queued/)).toBeInTheDocument();
    expect(loadPendingSelection(member.id)).toBeNull();
    // A second press would start it again (the server would answer the same plan).
    expect(startButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('dashboard')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('sends no items chosen for another plan, and says what to do next when nothing was queued', async () => {
    savePendingSelection(member.id, { paymentType: 'per_dispute', items: [itemA] });
    const fetch = answerStart(() => jsonResponse(200, { disputesCreated: 0, subscriptionId }));
    renderCard();
    expect(screen.queryByText(/queued for dispute/)).toBeNull();
    await userEvent.click(startButton());
    expect(
      await screen.findByText('Nothing has been charged. Choose the items to dispute from your dashboard.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/subscription/start')).toEqual([{ paymentType: 'monthly', selectedItems: [] }]);
  });

  it('shows the server’s refusal as a destructive toast in the member’s words, and lets them try again', async () => {
    answerStart(() => jsonResponse(409, { code: 'AGREEMENT_REQUIRED', message: 'Agreement required for this plan' }));
    renderCard();
    await userEvent.click(startButton());
    const message = await screen.findByText(
      'Please read and accept the service agreement for this plan before it starts.',
    );
    expect(message.closest('.bg-destructive')).not.toBeNull();
    expect(screen.queryByText('Your plan has started')).toBeNull();
    expect(startButton()).toBeEnabled();
  });

  it('says the plan could not be started when the answer is not the API’s', async () => {
    answerStart(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderCard();
    await userEvent.click(startButton());
    expect(await screen.findByText('Your plan could not be started. Please try again.')).toBeInTheDocument();
  });
});
