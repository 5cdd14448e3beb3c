import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aMailing } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { Mailing } from '#shared/schemas/mailing.ts';
import type { LiveMailing } from '../use-letter-mailing.ts';
import { MailingStatus } from './mailing-status.tsx';

const queued = (overrides: Partial<Mailing> = {}): LiveMailing => ({ ...aMailing(overrides), status: 'queued' });
/** Kept by us after Lob failed on its side: the reconciling job hands it over, and Lob gives no send date before. */
const handingOver = queued({ sendAfter: null, cancellable: false });

describe('MailingStatus', () => {
  it('says a letter Lob has confirmed is queued, until when it can be cancelled, and offers the cancel', () => {
    serveApi({});
    renderWithApp(<MailingStatus mailing={queued()} bureau="experian" />);
    expect(screen.getByText(/^Queued with our mail service — you can cancel until/)).toBeInTheDocument();
    expect(screen.getByText(/if you cancel now, you pay nothing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this mailing' })).toBeInTheDocument();
  });

  it('says plainly that a letter Lob has not confirmed is being handed over, free until mailed, with no cancel', () => {
    serveApi({});
    renderWithApp(<MailingStatus mailing={handingOver} bureau="experian" />);
    expect(
      screen.getByText('We are handing your letter to our mail service. It will show here once they have it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Price: $12.00. Nothing is charged until the letter is mailed.')).toBeInTheDocument();
    expect(screen.queryByText(/queued|print|cancel/i)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the same to a Spanish reader', async () => {
    await i18n.changeLanguage('es');
    serveApi({});
    renderWithApp(<MailingStatus mailing={handingOver} bureau="experian" />);
    expect(
      screen.getByText('Estamos entregando su carta a nuestro servicio de correo. Aparecerá aquí en cuanto la tengan.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Precio: $12.00. No se cobra nada hasta que la carta se envíe.')).toBeInTheDocument();
    expect(screen.queryByText(/cola|impresión|cancel/i)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
