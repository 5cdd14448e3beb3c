import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../features/auth/api/get-current-user.ts';
import { i18n } from '../../lib/i18n.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '../../test-support/render.tsx';
import { VerifyEmailPage } from './verify-email.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const visitor = () => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
const linkInvalid = (reason: string) => () =>
  jsonResponse(400, { code: 'LINK_INVALID', message: 'Link invalid', reason });

function renderPage(path = '/verify-email?token=abc123') {
  return renderWithApp(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { path, extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }] },
  );
}

describe('VerifyEmailPage', () => {
  it('sends the token once (even in StrictMode), signs the member in and goes to the dashboard', async () => {
    const member = aMember({ emailVerified: true });
    const fetchMock = serveApi({
      'GET /api/auth/user': visitor,
      'POST /api/auth/email/verify': () => jsonResponse(200, member),
    });
    const { queryClient } = renderPage();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.getByText('Email confirmed')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/email/verify');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token: 'abc123' });
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(member);
  });

  it('an expired link tells a visitor to sign in for a new one', async () => {
    serveApi({ 'GET /api/auth/user': visitor, 'POST /api/auth/email/verify': linkInvalid('expired') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(
      screen.getByText('Links to confirm your email work for 24 hours, and this one is older.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('an expired link offers a signed-in, unconfirmed member a new link at once', async () => {
    const fetchMock = serveApi({
      'GET /api/auth/user': () => jsonResponse(200, aMember({ emailVerified: false })),
      'POST /api/auth/email/verify': linkInvalid('expired'),
      'POST /api/auth/email/resend': () => new Response(null, { status: 204 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a new link')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/email/resend')).toBe(true);
  });

  it('a used link says the email is already confirmed and to sign in', async () => {
    serveApi({ 'GET /api/auth/user': visitor, 'POST /api/auth/email/verify': linkInvalid('used') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeInTheDocument();
    expect(screen.getByText('Your email is already confirmed. Sign in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a broken link asks to check it was copied whole, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'GET /api/auth/user': visitor, 'POST /api/auth/email/verify': linkInvalid('invalid') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Este enlace no funciona' })).toBeInTheDocument();
    expect(screen.getByText(/Revise que copió el enlace completo del correo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('a link without a token is a broken link, and nothing is sent', async () => {
    const fetchMock = serveApi({ 'GET /api/auth/user': visitor });
    renderPage('/verify-email');
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/auth/user')).toBe(true);
  });

  it('a network failure offers to try again with the same link', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, aMember()));
    serveApi({ 'GET /api/auth/user': visitor, 'POST /api/auth/email/verify': verify });
    renderPage();
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
