import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { aPlan, aSubscription } from '../../../test-support/billing.ts';
import { renderWithApp } from '../../../test-support/render.tsx';
import { PlanOverview } from './plan-overview.tsx';

// Midday UTC, so the days read the same in any US time zone.
const secondMonth = {
  index: 1,
  startsAt: '2026-02-15T17:00:00.000Z',
  endsAt: '2026-03-15T17:00:00.000Z',
  allowance: 5,
  used: 2,
  remaining: 3,
};

type Membership = NonNullable<SubscriptionResponse['subscription']>;

function anActivePlan(
  overrides: Partial<SubscriptionResponse> = {},
  membership: Partial<Membership> = {},
): SubscriptionResponse {
  return aSubscription({
    status: 'active',
    plan: aPlan('monthly'),
    subscription: {
      id: '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f',
      reportedAt: '2026-01-14T15:00:00.000Z',
      activatedAt: '2026-01-15T15:00:00.000Z',
      endsAt: null,
      // Long past: the right to cancel is over.
      rightToCancelEndsAt: '2026-01-20T05:00:00.000Z',
      ...membership,
    },
    currentPeriod: secondMonth,
    cancellation: { kind: 'end_of_period', effectiveAt: '2026-03-15T17:00:00.000Z' },
    ...overrides,
  });
}

describe('PlanOverview', () => {
  it('shows the status, plan, period and disputes left', () => {
    renderWithApp(<PlanOverview subscription={anActivePlan()} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Professional · $120.00 per month')).toBeInTheDocument();
    expect(screen.getByText('02/15/2026 to 03/15/2026')).toBeInTheDocument();
    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    expect(screen.queryByText(/full refund/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('says a one-time period does not renew', () => {
    renderWithApp(<PlanOverview subscription={anActivePlan({ currentPeriod: { ...secondMonth, endsAt: null } })} />);
    expect(screen.getByText('Since 02/15/2026 (does not renew)')).toBeInTheDocument();
  });

  it('while the payment is checked: the wait, the queued disputes and the right to cancel', () => {
    renderWithApp(
      <PlanOverview
        subscription={anActivePlan(
          { status: 'pending_verification', currentPeriod: null, queuedDisputes: 2 },
          // Far ahead, so it is still open whenever the test runs.
          { rightToCancelEndsAt: '2099-01-01T05:00:00.000Z' },
        )}
      />,
    );
    expect(screen.getByText('Payment being verified')).toBeInTheDocument();
    expect(screen.getByText('Your disputes unlock when your payment is verified.')).toBeInTheDocument();
    expect(screen.getByText(/^2 disputes are waiting to be sent\./)).toBeInTheDocument();
    expect(
      screen.getByText('You can cancel for a full refund until 01/01/2099, 5:00 AM (your time).'),
    ).toBeInTheDocument();
  });

  it('gives the end day of a plan that is being cancelled', () => {
    renderWithApp(<PlanOverview subscription={anActivePlan({}, { endsAt: '2026-03-15T17:00:00.000Z' })} />);
    expect(screen.getByText("Your plan ends on 03/15/2026. You won't be charged again.")).toBeInTheDocument();
  });

  it('points a member without a plan to the plans', () => {
    renderWithApp(
      <PlanOverview
        subscription={anActivePlan({ status: 'incomplete', plan: null, subscription: null, currentPeriod: null })}
      />,
    );
    expect(screen.getByText("You don't have a plan yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscribe');
  });
});
