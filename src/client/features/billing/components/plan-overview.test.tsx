import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anActiveSubscription } from '#client/test-support/billing.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { PlanOverview } from './plan-overview.tsx';

describe('PlanOverview', () => {
  it('shows the plan, period and disputes left, and no stage of its own', () => {
    renderWithApp(<PlanOverview subscription={anActiveSubscription()} />);
    expect(screen.getByText('Professional · $120.00 per month')).toBeInTheDocument();
    expect(screen.getByText('02/15/2026 to 03/15/2026')).toBeInTheDocument();
    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByText(/full refund/)).toBeNull();
  });

  it('says a one-time period does not renew', () => {
    const oneTime = anActiveSubscription();
    renderWithApp(
      <PlanOverview
        subscription={{
          ...oneTime,
          currentPeriod: oneTime.currentPeriod && { ...oneTime.currentPeriod, endsAt: null },
        }}
      />,
    );
    expect(screen.getByText('Since 02/15/2026 (does not renew)')).toBeInTheDocument();
  });

  it('gives only the plan while its payment is checked: no period has begun', () => {
    renderWithApp(
      <PlanOverview subscription={anActiveSubscription({ status: 'pending_verification', currentPeriod: null })} />,
    );
    expect(screen.getByText('Professional · $120.00 per month')).toBeInTheDocument();
    expect(screen.queryByText('Disputes left')).toBeNull();
  });

  it('shows nothing without a plan', () => {
    renderWithApp(
      <PlanOverview
        subscription={anActiveSubscription({
          status: 'incomplete',
          plan: null,
          subscription: null,
          currentPeriod: null,
        })}
      />,
    );
    expect(screen.queryByText('Plan')).toBeNull();
  });
});
