import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '#client/app/routes/login.tsx';
import { i18n } from '#client/lib/i18n.ts';
import {
  aMember,
  jsonResponse,
  notSignedIn,
  renderWithApp,
  sentBodies,
  serveApi,
} from '#client/test-support/render.tsx';
import { webauthn as browser } from '#client/test-support/webauthn.ts';
import { currentUserQueryKey } from '../api/get-current-user.ts';

beforeEach(() => {
  browser.supported = true;
  browser.startAuthentication.mockReset();
});
const options = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', timeout: 300000, userVerification: 'required' };
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'oA', signature: 'c2ln', userHandle: 'dXNlcg' },
};

describe('signing in with a passkey on the sign-in page', () => {
  // The whole sign-in page renders: on a busy two-core machine that alone can take seconds.
  it('needs no email: the device answers, the member is signed in and sent to the dashboard', {
    timeout: 20_000,
  }, async () => {
    const member = aMember();
    const fetchMock = serveApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/passkeys/sign-in/options': () => jsonResponse(200, options),
      'POST /api/auth/passkeys/sign-in': () => jsonResponse(200, member),
    });
    browser.startAuthentication.mockResolvedValue(assertion);
    const { queryClient } = renderWithApp(<LoginPage />, {
      path: '/login',
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    expect(button).toHaveAccessibleDescription(
      'Use your fingerprint, face or screen lock. No email or password needed.',
    );
    await userEvent.click(button);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(member);
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(sentBodies(fetchMock, 'POST /api/auth/passkeys/sign-in')[0]).toEqual({ response: assertion });
  });

  it('says plainly when no passkey was used, and when the server refused it, in Spanish too', {
    timeout: 20_000,
  }, async () => {
    await i18n.changeLanguage('es');
    serveApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/passkeys/sign-in/options': () => jsonResponse(200, options),
      'POST /api/auth/passkeys/sign-in': () =>
        jsonResponse(400, { code: 'PASSKEY_REFUSED', message: 'The passkey could not be verified' }),
    });
    browser.startAuthentication.mockRejectedValueOnce(new DOMException('Timed out', 'NotAllowedError'));
    browser.startAuthentication.mockResolvedValueOnce(assertion);
    renderWithApp(<LoginPage />, { path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión con una llave de acceso' }));
    // The toaster also reads it out in a live region: the words appear there too.
    expect((await screen.findAllByText(/No se usó ninguna llave de acceso/))[0]).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión con una llave de acceso' }));
    expect(
      await screen.findByText('No pudimos comprobar esa llave de acceso. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(browser.startAuthentication).toHaveBeenCalledTimes(2));
  });

  it('is not offered by a browser without passkeys', async () => {
    browser.supported = false;
    serveApi({ 'GET /api/auth/user': notSignedIn });
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('button', { name: /^Sign in$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
