import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatInstantDay } from '../../../lib/format.ts';
import { aBureauRow, aSentDispute, daysFromNow } from '../../../test-support/disputes.ts';
import { renderWithApp } from '../../../test-support/render.tsx';
import { ActiveDisputesOverview } from './active-disputes-overview.tsx';

describe('ActiveDisputesOverview', () => {
  it('shows status, the three steps, the next step and the nearest answer date from the real dates', () => {
    const soonest = daysFromNow(12);
    const dispute = aSentDispute({
      status: 'in_review',
      bureaus: [
        aBureauRow('experian', { responseDueAt: daysFromNow(20), daysLeft: 20 }),
        aBureauRow('equifax', { responseDueAt: soonest, daysLeft: 12 }),
        aBureauRow('transunion', { status: 'answered', outcome: 'deleted', respondedAt: daysFromNow(-1), daysLeft: 0 }),
      ],
    });
    renderWithApp(<ActiveDisputesOverview disputes={[dispute]} title="Your active disputes" />);
    const card = screen.getByRole('region', { name: 'Your active disputes' });
    expect(within(card).getByText('Under Review')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    expect(within(card).getByText("Awaiting the bureaus' response (typically 30 days).")).toBeInTheDocument();
    expect(
      within(card).getByText(`Next answer due from Equifax on ${formatInstantDay(soonest)} (12 days left).`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/27 days/)).toBeNull();
  });

  it('names the bureaus that are late instead', () => {
    const dispute = aSentDispute({
      bureaus: [
        aBureauRow('experian', { overdue: true, daysLeft: 0, responseDueAt: daysFromNow(-2) }),
        aBureauRow('equifax', { overdue: true, daysLeft: 0, responseDueAt: daysFromNow(-2) }),
      ],
    });
    renderWithApp(<ActiveDisputesOverview disputes={[dispute]} title="Your active disputes" />);
    expect(screen.getByText(/Late with no answer: Experian, Equifax\./)).toBeInTheDocument();
  });
});
