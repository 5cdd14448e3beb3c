import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { expectLabelInName } from '#client/test-support/label-in-name.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { webauthn as browser } from '#client/test-support/webauthn.ts';
import type { Passkey } from '#shared/schemas/passkeys.ts';
import { currentUserQueryKey } from '../api/get-current-user.ts';
import { Passkeys } from './passkeys.tsx';

beforeEach(() => {
  browser.supported = true;
  browser.startRegistration.mockReset();
});
const phone: Passkey = {
  id: '3c9d7a2e-1f4b-4c8d-9e0f-a1b2c3d4e5f6',
  name: 'My phone',
  createdAt: '2026-11-01T15:04:00.000Z',
  lastUsedAt: '2026-11-20T09:30:00.000Z',
  synced: true,
};
const laptop: Passkey = {
  id: '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d',
  name: 'Work laptop',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};
const options = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'CreditPath', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ana@example.com', displayName: 'Ana Ruiz' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
};
const attestation = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};
const noContent = () => new Response(null, { status: 204 });
const section = () => screen.getByRole('region', { name: 'Passkeys' });
const rows = () => within(section()).queryAllByRole('listitem');
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body));

function renderPasskeys(user = aMember()) {
  const rendered = renderWithApp(<Passkeys />);
  rendered.queryClient.setQueryData(currentUserQueryKey, user);
  return rendered;
}

describe('Passkeys', () => {
  // Typing in jsdom is slow on a busy two-core machine: the longer walks through the card get more time.
  it('says what a passkey is, lists each with its dates, and adds one with the password and a name', {
    timeout: 20_000,
  }, async () => {
    let passkeys = [phone];
    const fetchMock = serveApi({
      'GET /api/auth/passkeys': () => jsonResponse(200, { passkeys }),
      'POST /api/auth/passkeys/registration/options': () => jsonResponse(200, options),
      'POST /api/auth/passkeys/registration': () => {
        passkeys = [phone, laptop];
        return jsonResponse(201, laptop);
      },
    });
    browser.startRegistration.mockResolvedValue(attestation);
    renderPasskeys();
    await screen.findByText('My phone');
    expect(section()).toHaveTextContent('A passkey lets you sign in with your fingerprint');
    expect(rows()[0]).toHaveTextContent('Also on your other devices');
    expect(rows()[0]).toHaveTextContent(new Date(phone.lastUsedAt ?? '').getFullYear().toString());

    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const form = screen.getByRole('form', { name: 'Add a passkey' });
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Enter a name for the passkey.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Name'), 'Work laptop');
    await userEvent.type(within(form).getByLabelText('Current password'), 'member-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('Work laptop');
    expect(rows()[1]).toHaveTextContent('Not used yet');
    expect(screen.queryByRole('form', { name: 'Add a passkey' })).toBeNull();

    // The password starts the ceremony; the device's answer and the name finish it.
    const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(calls.map(([url]) => url)).toEqual([
      '/api/auth/passkeys/registration/options',
      '/api/auth/passkeys/registration',
    ]);
    expect(bodyOf(calls[0]?.[1])).toEqual({ currentPassword: 'member-password-1' });
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(bodyOf(calls[1]?.[1])).toEqual({ name: 'Work laptop', response: attestation });
  });

  it('shows a wrong password on its field, and says so plainly when the device made no passkey', {
    timeout: 20_000,
  }, async () => {
    const options200 = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(400, { code: 'WRONG_CURRENT_PASSWORD', message: 'The current password is not right' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, options));
    serveApi({
      'GET /api/auth/passkeys': () => jsonResponse(200, { passkeys: [] }),
      'POST /api/auth/passkeys/registration/options': options200,
    });
    browser.startRegistration.mockRejectedValue(new DOMException('The operation was cancelled', 'NotAllowedError'));
    renderPasskeys();
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const form = screen.getByRole('form', { name: 'Add a passkey' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Phone');
    await userEvent.type(within(form).getByLabelText('Current password'), 'not-it');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(browser.startRegistration).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("We couldn't add the passkey")).toBeInTheDocument();
    // The toaster also reads it out in a live region: the words appear there too.
    expect(screen.getAllByText(/Your device didn't make a passkey/)[0]).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('renames one and removes another only after asking', { timeout: 20_000 }, async () => {
    let passkeys = [phone, laptop];
    const fetchMock = serveApi({
      'GET /api/auth/passkeys': () => jsonResponse(200, { passkeys }),
      [`PATCH /api/auth/passkeys/${phone.id}`]: (init) => {
        const renamed = { ...phone, name: bodyOf(init).name };
        passkeys = [renamed, laptop];
        return jsonResponse(200, renamed);
      },
      [`DELETE /api/auth/passkeys/${laptop.id}`]: () => {
        passkeys = passkeys.filter((passkey) => passkey.id !== laptop.id);
        return noContent();
      },
    });
    renderPasskeys();
    await screen.findByText('My phone');

    await userEvent.click(screen.getByRole('button', { name: 'Rename My phone' }));
    const field = within(rows()[0] as HTMLElement).getByLabelText('New name');
    expect(field).toHaveValue('My phone');
    await userEvent.clear(field);
    await userEvent.type(field, 'Pixel 9');
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passkey renamed')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Pixel 9'));
    expect(bodyOf(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1])).toEqual({ name: 'Pixel 9' });

    const second = rows()[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(
      within(second).getByText('Remove Work laptop? You can still sign in with your password.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(second).getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Work laptop was removed')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('in Spanish, in plain words', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'GET /api/auth/passkeys': () => jsonResponse(200, { passkeys: [laptop] }) });
    renderWithApp(<Passkeys />).queryClient.setQueryData(currentUserQueryKey, aMember({ language: 'es' }));
    const region = await screen.findByRole('region', { name: 'Llaves de acceso' });
    expect(region).toHaveTextContent('Una llave de acceso (passkey) le permite iniciar sesión con su huella');
    expect(within(region).getByText('Todavía no se usó')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Agregar una llave de acceso' })).toBeInTheDocument();
    // Its name holds what it shows: "Cambiar nombre" (WCAG 2.5.3).
    expectLabelInName(within(region).getByRole('button', { name: `Cambiar nombre de ${laptop.name}` }));
  });

  it('asks an unverified member to confirm their email before adding one', async () => {
    serveApi({ 'GET /api/auth/passkeys': () => jsonResponse(200, { passkeys: [] }) });
    renderPasskeys(aMember({ emailVerified: false }));
    expect(
      await screen.findByText('Confirm your email address first. Then you can add a passkey.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('offers nothing to add in a browser without passkeys, but still lists those made elsewhere', async () => {
    browser.supported = false;
    serveApi({ 'GET /api/auth/passkeys': () => jsonResponse(200, { passkeys: [phone] }) });
    renderPasskeys();
    expect(await screen.findByText('My phone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('is not shown at all in such a browser when there is none', async () => {
    browser.supported = false;
    const fetchMock = serveApi({ 'GET /api/auth/passkeys': () => jsonResponse(200, { passkeys: [] }) });
    renderPasskeys();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Passkeys' })).toBeNull();
  });
});
