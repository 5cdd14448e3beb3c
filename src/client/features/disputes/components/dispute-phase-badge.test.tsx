import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aSentDispute } from '#client/test-support/disputes.ts';
import { aMailing, mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { Mailing } from '#shared/schemas/mailing.ts';
import { DisputePhaseBadge } from './dispute-phase-badge.tsx';

const ready = { status: 'ready' as const, mailedOn: null, responseDueOn: null, daysLeft: null, clockBasis: null };
const dispute = aSentDispute({ bureaus: [aBureauRow('experian', ready), aBureauRow('equifax', ready)] });
const queuedFor = (bureau: 'experian' | 'equifax', overrides: Partial<Mailing> = {}) =>
  aMailing({
    id: `5111111${bureau === 'experian' ? 1 : 2}-1111-4111-8111-111111111111`,
    disputeId: dispute.id,
    bureau,
    ...overrides,
  });

describe('DisputePhaseBadge', () => {
  it('says "Ready to mail" where mailing is not offered, without asking for mailings', async () => {
    const fetch = serveApi(mailingRoutes({ offer: noMailingOffer() }));
    renderWithApp(<DisputePhaseBadge dispute={dispute} />);
    expect(screen.getByText('Ready to mail')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/mailing/offer', expect.anything()));
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/mailings');
  });

  it('asks nothing about mailing for a dispute with no letter to mail', async () => {
    const fetch = serveApi({});
    renderWithApp(<DisputePhaseBadge dispute={aSentDispute()} />);
    expect(screen.getByText('Mailed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says "Queued for mailing" once every letter still to mail is with our mail service', async () => {
    serveApi(mailingRoutes({ mailings: [queuedFor('experian'), queuedFor('equifax')] }));
    renderWithApp(<DisputePhaseBadge dispute={dispute} />);
    expect(await screen.findByText('Queued for mailing')).toBeInTheDocument();
  });

  it('still says "Ready to mail" while one letter is the member\'s to mail', async () => {
    const allQueued = aSentDispute({
      id: '21111111-1111-4111-8111-111111111111',
      bureaus: [aBureauRow('experian', ready)],
    });
    serveApi(
      mailingRoutes({
        mailings: [
          queuedFor('experian'),
          queuedFor('experian', { id: '61111111-1111-4111-8111-111111111111', disputeId: allQueued.id }),
        ],
      }),
    );
    renderWithApp(
      <>
        <DisputePhaseBadge dispute={dispute} />
        <DisputePhaseBadge dispute={allQueued} />
      </>,
    );
    // The other dispute's badge moving shows the mailings are read: this one's Equifax letter is still the member's.
    expect(await screen.findByText('Queued for mailing')).toBeInTheDocument();
    expect(screen.getByText('Ready to mail')).toBeInTheDocument();
  });

  it('says "Returned to you" when USPS brought a letter back, in English and Spanish', async () => {
    serveApi(mailingRoutes({ mailings: [queuedFor('experian'), queuedFor('equifax', { status: 'returned' })] }));
    const { unmount } = renderWithApp(<DisputePhaseBadge dispute={dispute} />);
    expect(await screen.findByText('Returned to you')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('es');
    renderWithApp(<DisputePhaseBadge dispute={dispute} />);
    expect(await screen.findByText('Devuelta a usted')).toBeInTheDocument();
  });

  it('says "En cola para enviarse" to a Spanish reader', async () => {
    await i18n.changeLanguage('es');
    serveApi(mailingRoutes({ mailings: [queuedFor('experian'), queuedFor('equifax')] }));
    renderWithApp(<DisputePhaseBadge dispute={dispute} />);
    expect(await screen.findByText('En cola para enviarse')).toBeInTheDocument();
  });
});
