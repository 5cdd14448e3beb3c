import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { currentUserQueryKey } from '../api/get-current-user.ts';
import { UnverifiedEmailBanner } from './unverified-email-banner.tsx';

const unconfirmed = aMember({ emailVerified: false });

describe('UnverifiedEmailBanner', () => {
  it('says nothing to a member whose email is confirmed', () => {
    renderWithApp(<UnverifiedEmailBanner user={aMember()} />);
    expect(screen.queryByText(/Confirm your email/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('names the address and sends a new link', async () => {
    const fetchMock = serveApi({ 'POST /api/auth/email/resend': () => new Response(null, { status: 204 }) });
    renderWithApp(<UnverifiedEmailBanner user={unconfirmed} />);
    expect(
      screen.getByText('Confirm your email to pay for a plan and send letters. We sent a link to ana@example.com.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a new link')).toBeInTheDocument();
    // The whole sentence, not a pattern: the toast's screen-reader announcement (rendered for a moment after the
    // toast opens) holds it too, inside a longer text that only a pattern would also match.
    expect(
      screen.getByText('Check your inbox at ana@example.com, and your spam folder. The link works for 24 hours.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks to wait when links were sent too often, in Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi({
      'POST /api/auth/email/resend': () =>
        jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many', retryAfterSeconds: 45 }),
    });
    renderWithApp(<UnverifiedEmailBanner user={unconfirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar un enlace nuevo' }));
    expect(await screen.findByText('No pudimos enviar un enlace nuevo')).toBeInTheDocument();
    expect(screen.getByText('Demasiados intentos. Espere 45 segundos e inténtelo de nuevo.')).toBeInTheDocument();
  });

  it('confirmed meanwhile: says so and marks the member as due for a fresh read', async () => {
    serveApi({
      'POST /api/auth/email/resend': () => jsonResponse(409, { code: 'ALREADY_VERIFIED', message: 'Already verified' }),
    });
    const { queryClient } = renderWithApp(<UnverifiedEmailBanner user={unconfirmed} />);
    queryClient.setQueryData(currentUserQueryKey, unconfirmed);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Your email is already confirmed')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true));
  });
});
