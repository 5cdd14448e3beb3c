import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aSentDispute } from '#client/test-support/disputes.ts';
import { aMailing, mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { ItemDisputeBadge } from './item-dispute-badge.tsx';

const ready = { status: 'ready' as const, mailedOn: null, responseDueOn: null, daysLeft: null, clockBasis: null };
const dispute = aSentDispute({ bureaus: [aBureauRow('experian', ready), aBureauRow('equifax', ready)] });
const queuedFor = (bureau: 'experian' | 'equifax') =>
  aMailing({
    id: `5111111${bureau === 'experian' ? 1 : 2}-1111-4111-8111-111111111111`,
    disputeId: dispute.id,
    bureau,
  });

describe('ItemDisputeBadge', () => {
  it('says "Ready to mail" where mailing is not offered', async () => {
    const fetch = serveApi(mailingRoutes({ offer: noMailingOffer() }));
    renderWithApp(<ItemDisputeBadge dispute={dispute} />);
    expect(screen.getByText('Dispute: Ready to mail')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/mailing/offer', expect.anything()));
  });

  it('says "Queued for mailing" once every letter still to mail is with our mail service, in English and Spanish', async () => {
    serveApi(mailingRoutes({ mailings: [queuedFor('experian'), queuedFor('equifax')] }));
    const { unmount } = renderWithApp(<ItemDisputeBadge dispute={dispute} />);
    expect(await screen.findByText('Dispute: Queued for mailing')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('es');
    renderWithApp(<ItemDisputeBadge dispute={dispute} />);
    expect(await screen.findByText(/^Disputa: En cola para enviarse$/)).toBeInTheDocument();
  });

  it('still says "Ready to mail" while one letter is the member’s to mail', async () => {
    const allQueued = aSentDispute({
      id: '21111111-1111-4111-8111-111111111111',
      bureaus: [aBureauRow('experian', ready)],
    });
    serveApi(
      mailingRoutes({
        mailings: [
          queuedFor('experian'),
          aMailing({ id: '61111111-1111-4111-8111-111111111111', disputeId: allQueued.id, bureau: 'experian' }),
        ],
      }),
    );
    renderWithApp(
      <>
        <ItemDisputeBadge dispute={dispute} />
        <ItemDisputeBadge dispute={allQueued} />
      </>,
    );
    // The other item's badge moving shows the mailings are read: this one's Equifax letter is still the member's.
    expect(await screen.findByText('Dispute: Queued for mailing')).toBeInTheDocument();
    expect(screen.getByText('Dispute: Ready to mail')).toBeInTheDocument();
  });

  it('says "In your disputes" when the list does not have the dispute, asking nothing', async () => {
    const fetch = serveApi({});
    renderWithApp(<ItemDisputeBadge dispute={null} />);
    expect(screen.getByText('In your disputes')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
