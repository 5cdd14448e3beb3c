import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { i18n } from '#client/lib/i18n.ts';
import {
  aMember,
  expectPasswordTooCommonShown,
  jsonResponse,
  linkInvalid,
  notSignedIn,
  passwordTooCommon,
  renderWithApp,
  sentBodies,
  serveApi,
} from '#client/test-support/render.tsx';
import { anOnboardingState } from '#shared/test-support/onboarding.ts';
import { VerifyEmailPage } from './verify-email.tsx';

/** The server's answer to a link opened where its account is not signed in. */
const choosePassword = (email: string) =>
  jsonResponse(409, { code: 'PASSWORD_CHOICE_REQUIRED', message: 'Choose', email });

/** A link opened where its account is not signed in: the server asks for a password, then gives `then`. */
const serveChoosingPassword = (then: Response, email = 'a@b.co') =>
  serveApi({
    'GET /api/auth/user': notSignedIn,
    'POST /api/auth/email/verify': vi.fn().mockResolvedValueOnce(choosePassword(email)).mockResolvedValueOnce(then),
  });

/** Types the same password twice and sends it. */
async function confirmWithPassword(password: string) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
}

function renderPage(path = '/verify-email?token=abc123') {
  return renderWithApp(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    {
      path,
      extraRoutes: [
        { path: '/dashboard', element: <p>dashboard</p> },
        { path: '/onboarding', element: <p>onboarding step 6</p> },
      ],
    },
  );
}

describe('VerifyEmailPage', () => {
  it('sends a member whose onboarding waits for the confirmed email back to step 6', async () => {
    serveApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/email/verify': () => jsonResponse(200, aMember({ emailVerified: true })),
      'GET /api/onboarding': () =>
        jsonResponse(200, anOnboardingState({ viewer: 'member', currentStep: 6, completedSteps: [1, 2, 3, 4, 5] })),
    });
    renderPage();
    expect(await screen.findByText('onboarding step 6')).toBeInTheDocument();
  });

  it('sends the token once (even in StrictMode), signs the member in and goes to the dashboard', async () => {
    const member = aMember({ emailVerified: true });
    const fetchMock = serveApi({
      'GET /api/auth/user': notSignedIn,
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
    serveApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/email/verify': () => linkInvalid('expired') });
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
      'POST /api/auth/email/verify': () => linkInvalid('expired'),
      'POST /api/auth/email/resend': () => new Response(null, { status: 204 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a new link')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/email/resend')).toBe(true);
  });

  it('a used link says the email is already confirmed and to sign in', async () => {
    serveApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/email/verify': () => linkInvalid('used') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeInTheDocument();
    expect(screen.getByText('Your email is already confirmed. Sign in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a broken link asks to check it was copied whole, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/email/verify': () => linkInvalid('invalid') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Este enlace no funciona' })).toBeInTheDocument();
    expect(screen.getByText(/Revise que copió el enlace completo del correo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('a link without a token is a broken link, and nothing is sent', async () => {
    const fetchMock = serveApi({ 'GET /api/auth/user': notSignedIn });
    renderPage('/verify-email');
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/auth/user')).toBe(true);
  });

  it('asks a browser not signed in to the account to choose its password, then confirms with it', async () => {
    const member = aMember({ email: 'rosa@example.com', emailVerified: true });
    const fetchMock = serveChoosingPassword(jsonResponse(200, member), 'rosa@example.com');
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByText(/To confirm rosa@example.com, choose the password for this account/)).toBeInTheDocument();
    expect(screen.getByText(/Anyone else signed in to the account is signed out/)).toBeInTheDocument();
    await confirmWithPassword('my-own-choice-1');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.getByText('Email confirmed')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/email/verify')).toEqual([
      { token: 'abc123' },
      { token: 'abc123', password: 'my-own-choice-1' },
    ]);
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(member);
  });

  it('checks the chosen password before sending it: long enough, typed twice alike', async () => {
    const verify = vi.fn().mockResolvedValue(choosePassword('a@b.co'));
    serveApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/email/verify': verify });
    renderPage();
    const password = await screen.findByLabelText('Password');
    await userEvent.type(password, 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('shows a refused common password under the field, by its code', async () => {
    serveChoosingPassword(passwordTooCommon());
    renderPage();
    await confirmWithPassword('password1');
    await expectPasswordTooCommonShown();
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  });

  it('shows why the link stopped working when the password is sent', async () => {
    serveChoosingPassword(linkInvalid('superseded'));
    renderPage();
    await confirmWithPassword('my-own-choice-1');
    expect(await screen.findByRole('heading', { name: 'A newer link was sent' })).toBeInTheDocument();
    expect(screen.getByText(/only the newest link works/)).toBeInTheDocument();
  });

  it('asks for the password in Spanish too', async () => {
    await i18n.changeLanguage('es');
    serveApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/email/verify': () => choosePassword('rosa@example.com'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Elija su contraseña' })).toBeInTheDocument();
    expect(screen.getByText(/Para confirmar rosa@example.com, elija la contraseña de esta cuenta/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar e iniciar sesión' })).toBeInTheDocument();
  });

  it('a superseded link sends a signed-in, unconfirmed member to the newest email or a new link', async () => {
    serveApi({
      'GET /api/auth/user': () => jsonResponse(200, aMember({ emailVerified: false })),
      'POST /api/auth/email/verify': () => linkInvalid('superseded'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'A newer link was sent' })).toBeInTheDocument();
    expect(screen.getByText('Open the link in the newest email from us, or ask for a new link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('a network failure offers to try again with the same link', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, aMember()));
    serveApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/email/verify': verify });
    renderPage();
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
