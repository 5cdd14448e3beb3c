import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDay } from '#client/lib/format.ts';
import { aBureauRow, aSentDispute, dayFromToday, daysFromNow } from '#client/test-support/disputes.ts';
import { mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { ActiveDisputesOverview } from './active-disputes-overview.tsx';

describe('ActiveDisputesOverview', () => {
  beforeEach(() => {
    serveApi(mailingRoutes({ offer: noMailingOffer() }));
  });

  it('shows where it stands, the three steps, the next step and the nearest answer date from the real dates', () => {
    const soonest = dayFromToday(12);
    const dispute = aSentDispute({
      status: 'in_review',
      bureaus: [
        aBureauRow('experian', { responseDueOn: dayFromToday(20), daysLeft: 20 }),
        aBureauRow('equifax', { responseDueOn: soonest, daysLeft: 12 }),
        aBureauRow('transunion', { status: 'answered', outcome: 'deleted', respondedAt: daysFromNow(-1), daysLeft: 0 }),
      ],
    });
    renderWithApp(<ActiveDisputesOverview disputes={[dispute]} title="Your active disputes" />);
    const card = screen.getByRole('region', { name: 'Your active disputes' });
    expect(within(card).getByText('Partly answered')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    expect(within(card).getByText('Some bureaus have answered. Waiting for the others.')).toBeInTheDocument();
    expect(
      within(card).getByText(`Next answer due from Equifax on ${formatDay(soonest)} (12 days left).`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/27 days/)).toBeNull();
  });

  it('names the bureaus that are late instead', () => {
    const dispute = aSentDispute({
      bureaus: [
        aBureauRow('experian', { overdue: true, daysLeft: 0, responseDueOn: dayFromToday(-2) }),
        aBureauRow('equifax', { overdue: true, daysLeft: 0, responseDueOn: dayFromToday(-2) }),
      ],
    });
    renderWithApp(<ActiveDisputesOverview disputes={[dispute]} title="Your active disputes" />);
    expect(screen.getByText(/Late with no answer: Experian, Equifax\./)).toBeInTheDocument();
  });

  it('says which bureau verified the item and where the next steps are', () => {
    const dispute = aSentDispute({
      status: 'in_review',
      bureaus: [
        aBureauRow('experian', {
          status: 'answered',
          outcome: 'verified',
          respondedAt: daysFromNow(-1),
          daysLeft: null,
        }),
        aBureauRow('equifax', { responseDueOn: dayFromToday(9), daysLeft: 9 }),
      ],
    });
    renderWithApp(<ActiveDisputesOverview disputes={[dispute]} title="Your active disputes" />);
    expect(
      screen.getByText(
        'Experian answered that the item is accurate. You can ask how it checked it: see the next steps on your disputes page.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(`Next answer due from Equifax on ${formatDay(dayFromToday(9))} (9 days left).`),
    ).toBeVisible();
  });
});
