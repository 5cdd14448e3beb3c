import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aDispute, aSentDispute, aStep } from '#client/test-support/disputes.ts';
import { aMailing, mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { CampaignSummary } from './campaign-summary.tsx';
import { DisputePhaseBadge } from './dispute-phase-badge.tsx';

const id = (n: number) => `b${n}111111-1111-4111-8111-111111111111`;
const ready = { status: 'ready' as const, mailedOn: null, responseDueOn: null, daysLeft: null, clockBasis: null };
const disputes = [
  aSentDispute({ id: id(1), campaignState: 'waiting_on_member', steps: [aStep()] }),
  aSentDispute({ id: id(2), campaignState: 'ready_for_next_round' }),
  aSentDispute({ id: id(3), campaignState: 'late' }),
  aSentDispute({ id: id(4), campaignState: 'waiting_on_recipients' }),
  aSentDispute({ id: id(5), status: 'resolved', campaignState: 'won' }),
  aSentDispute({ id: id(6), status: 'rejected', campaignState: 'closed' }),
  aDispute({ id: id(7), campaignState: 'waiting_on_member' }),
];

const count = (name: RegExp) => screen.getByRole('link', { name });

describe('CampaignSummary', () => {
  it('counts the campaigns waiting on the member, in progress and won, each opening the disputes it counts', () => {
    serveApi(mailingRoutes({ offer: noMailingOffer() }));
    renderWithApp(<CampaignSummary disputes={disputes} />);
    expect(count(/^Waiting on you/)).toHaveTextContent(/^Waiting on you 3/);
    expect(count(/^Waiting on you/)).toHaveAttribute('href', '/disputes?campaign=waiting_on_you');
    expect(count(/^In progress/)).toHaveTextContent(/^In progress 1/);
    expect(count(/^In progress/)).toHaveAttribute('href', '/disputes?campaign=in_progress');
    expect(count(/^Won/)).toHaveTextContent(/^Won 1 Deleted by every bureau/);
    expect(count(/^Won/)).toHaveAttribute('href', '/disputes?campaign=won');
  });

  it('counts first letters our mail service holds as in progress, as their badge says "Queued for mailing"', async () => {
    const queued = aSentDispute({
      id: id(8),
      bureaus: [aBureauRow('experian', ready)],
      campaignState: 'waiting_on_member',
    });
    serveApi(mailingRoutes({ mailings: [aMailing({ disputeId: queued.id, bureau: 'experian' })] }));
    renderWithApp(
      <>
        <CampaignSummary disputes={[queued]} compact />
        <DisputePhaseBadge dispute={queued} />
      </>,
    );
    expect(await screen.findByText('Queued for mailing')).toBeInTheDocument();
    expect(count(/^In progress/)).toHaveTextContent(/^In progress 1$/);
    expect(count(/^Waiting on you/)).toHaveTextContent(/^Waiting on you 0$/);
    expect(screen.queryByText('Waiting on you', { selector: 'span.rounded-full' })).toBeNull();
  });

  it('shows nothing before any dispute is sent, and speaks Spanish', async () => {
    serveApi(mailingRoutes({ offer: noMailingOffer() }));
    const { unmount } = renderWithApp(<CampaignSummary disputes={[aDispute()]} />);
    expect(screen.queryByRole('heading', { name: 'Your campaigns' })).toBeNull();
    unmount();
    await i18n.changeLanguage('es');
    renderWithApp(<CampaignSummary disputes={disputes} />);
    expect(screen.getByRole('heading', { name: 'Sus campañas' })).toBeInTheDocument();
    expect(count(/^Le toca a usted/)).toHaveTextContent(/^Le toca a usted 3/);
  });
});

describe('DisputePhaseBadge after the first letters', () => {
  it('adds "Waiting on you" when a later letter waits to be mailed', () => {
    serveApi(mailingRoutes({ offer: noMailingOffer() }));
    renderWithApp(<DisputePhaseBadge dispute={disputes[0] as (typeof disputes)[number]} />);
    expect(screen.getByText('Mailed')).toBeInTheDocument();
    expect(screen.getByText('Waiting on you')).toBeInTheDocument();
  });
});
