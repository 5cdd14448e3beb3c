import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aNegativeItem } from '#client/test-support/credit.ts';
import { aBureauRow, aDispute, aSentDispute } from '#client/test-support/disputes.ts';
import { aMailing, mailingRoutes } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { NegativeItemCard } from './negative-item-card.tsx';

describe('NegativeItemCard', () => {
  it('marks an item the member typed in, so it is never taken for a bureau’s own record', async () => {
    renderWithApp(<NegativeItemCard item={aNegativeItem({ enteredByHand: true })} onOpen={() => undefined} />);
    expect(screen.getByText('Entered by you')).toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('Ingresada por usted')).toBeInTheDocument();
  });

  it('has no such mark for an item read from a report', () => {
    renderWithApp(<NegativeItemCard item={aNegativeItem()} onOpen={() => undefined} />);
    expect(screen.queryByText('Entered by you')).toBeNull();
  });

  it('says where the item’s dispute stands, as the disputes page does: a draft is not an active dispute', async () => {
    const item = aNegativeItem({ isDisputed: true });
    const draft = aDispute({ negativeItemId: item.id, status: 'draft' });
    const { unmount } = renderWithApp(<NegativeItemCard item={item} dispute={draft} onOpen={() => undefined} />);
    expect(screen.getByText('Dispute: Draft')).toBeInTheDocument();
    expect(screen.queryByText('Disputed')).toBeNull();
    unmount();
    const mailed = aSentDispute({ negativeItemId: item.id });
    renderWithApp(<NegativeItemCard item={item} dispute={mailed} onOpen={() => undefined} />);
    expect(screen.getByText('Dispute: Mailed')).toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('Disputa: Enviada por correo')).toBeInTheDocument();
  });

  it('says the dispute is queued for mailing once we mail every letter still to mail, as the disputes page does', async () => {
    const item = aNegativeItem({ isDisputed: true });
    const ready = { status: 'ready' as const, mailedOn: null, responseDueOn: null, daysLeft: null, clockBasis: null };
    const dispute = aSentDispute({ negativeItemId: item.id, bureaus: [aBureauRow('experian', ready)] });
    serveApi(mailingRoutes({ mailings: [aMailing({ disputeId: dispute.id, bureau: 'experian' })] }));
    renderWithApp(<NegativeItemCard item={item} dispute={dispute} onOpen={() => undefined} />);
    expect(await screen.findByText('Dispute: Queued for mailing')).toBeInTheDocument();
    expect(screen.queryByText('Dispute: Ready to mail')).toBeNull();
  });

  it('says only that the item is in the member’s disputes when their list does not tell which', () => {
    renderWithApp(<NegativeItemCard item={aNegativeItem({ isDisputed: true })} onOpen={() => undefined} />);
    expect(screen.getByText('In your disputes')).toBeInTheDocument();
  });
});
