import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { i18n } from '#client/lib/i18n.ts';
import {
  aMember,
  jsonResponse,
  linkInvalid,
  notSignedIn,
  renderWithApp,
  serveApi,
} from '#client/test-support/render.tsx';
import { SignInLinkPage } from './sign-in-link.tsx';

function renderPage(path = '/sign-in-link?token=abc123') {
  return renderWithApp(
    <StrictMode>
      <SignInLinkPage />
    </StrictMode>,
    { path, extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }] },
  );
}

describe('SignInLinkPage', () => {
  it('sends the token once (even in StrictMode), signs this browser in and goes to the dashboard', async () => {
    const member = aMember();
    const fetchMock = serveApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/sign-in-link/consume': () => jsonResponse(200, member),
    });
    const { queryClient } = renderPage();
    // The file's first render pays for loading the page's modules: over a second on a busy machine.
    expect(await screen.findByText('dashboard', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("You're signed in")).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/sign-in-link/consume');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token: 'abc123' });
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(member);
  });

  it.each([
    ['expired', 'This sign-in link has expired', 'Sign-in links work for 15 minutes, and this one is older.'],
    ['used', 'This sign-in link was already used', 'Each sign-in link works only once.'],
    ['superseded', 'A newer sign-in link was sent', /only the newest one works/],
    ['invalid', "This sign-in link doesn't work", /copied only in part/],
  ])('says why a %s link does not work, and leads back to sign-in', async (reason, title, text) => {
    serveApi({ 'POST /api/auth/sign-in-link/consume': () => linkInvalid(reason) });
    renderPage();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('needs no request for a link without a token', async () => {
    const fetchMock = serveApi({});
    renderPage('/sign-in-link');
    expect(await screen.findByRole('heading', { name: "This sign-in link doesn't work" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'POST /api/auth/sign-in-link/consume': () => linkInvalid('expired') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Este enlace para entrar venció' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de entrada' })).toBeInTheDocument();
  });
});
