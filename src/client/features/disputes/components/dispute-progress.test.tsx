import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aSentDispute } from '#client/test-support/disputes.ts';
import { aMailing, mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { DisputeProgress } from './dispute-progress.tsx';

const ready = { status: 'ready' as const, mailedOn: null, responseDueOn: null, daysLeft: null, clockBasis: null };
const dispute = aSentDispute({ bureaus: [aBureauRow('experian', ready)] });
const queued = aMailing({ disputeId: dispute.id, bureau: 'experian' });
const returned = aMailing({ ...queued, status: 'returned', cancellable: false, charged: true });

describe('DisputeProgress', () => {
  it('asks the member to print and mail their letters where mailing is not offered', () => {
    serveApi(mailingRoutes({ offer: noMailingOffer() }));
    renderWithApp(<DisputeProgress dispute={dispute} />);
    expect(screen.getByText('Ready to mail')).toBeInTheDocument();
    expect(screen.getByText(/Print the letters, sign them and mail one to each bureau/)).toBeInTheDocument();
  });

  it('says the letters are queued with CreditPath and asks nothing of the member', async () => {
    serveApi(mailingRoutes({ mailings: [queued] }));
    renderWithApp(<DisputeProgress dispute={dispute} />);
    expect(await screen.findByText('Queued for mailing')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing for you to mail: CreditPath is mailing your letters by USPS Certified Mail and shows each tracking number here once USPS has the letter.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.queryByText('Ready to mail')).toBeNull();
    expect(screen.queryByText(/Print the letters/)).toBeNull();
  });

  it('says a returned letter came back, to check the address and mail it again', async () => {
    serveApi(mailingRoutes({ mailings: [returned] }));
    renderWithApp(<DisputeProgress dispute={dispute} />);
    expect(await screen.findByText('Returned to you')).toBeInTheDocument();
    expect(
      screen.getByText(
        'USPS returned a letter to you, so the bureau did not get it. Check your address, then mail it again: yourself, or with Mail it for me.',
      ),
    ).toBeInTheDocument();
  });

  it('says both in Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi(mailingRoutes({ mailings: [queued] }));
    const { unmount } = renderWithApp(<DisputeProgress dispute={dispute} />);
    expect(await screen.findByText('En cola para enviarse')).toBeInTheDocument();
    expect(screen.getByText(/^No tiene que enviar nada: CreditPath envía sus cartas/)).toBeInTheDocument();
    unmount();
    serveApi(mailingRoutes({ mailings: [returned] }));
    renderWithApp(<DisputeProgress dispute={dispute} />);
    expect(await screen.findByText('Devuelta a usted')).toBeInTheDocument();
    expect(
      screen.getByText(
        'USPS le devolvió una carta, así que el buró no la recibió. Revise su dirección y vuelva a enviarla: por su cuenta o con Envíenla por mí.',
      ),
    ).toBeInTheDocument();
  });
});
