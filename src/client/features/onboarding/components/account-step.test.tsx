import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import {
  type ApiRoutes,
  jsonResponse,
  passwordTooCommon,
  renderWithApp,
  sentBodies,
  serveApi,
} from '#client/test-support/render.tsx';
import { AccountStep } from './account-step.tsx';

function renderStep(routes: ApiRoutes = {}) {
  const fetch = serveApi(routes);
  const onPrevious = vi.fn();
  renderWithApp(<AccountStep email="ana@example.com" onPrevious={onPrevious} />, { path: '/onboarding' });
  return { fetch, onPrevious };
}

async function fill(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.type(screen.getByLabelText('Confirm password', { exact: true }), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('AccountStep', () => {
  it('asks only for a password (the email was given at step 1) and says nothing is signed or paid yet', async () => {
    const { fetch } = renderStep({
      'POST /api/onboarding/create-account': () => jsonResponse(202, { email: 'ana@example.com' }),
    });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Your account email: ana@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.getByText(/Nothing is signed or paid yet/)).toBeInTheDocument();
    await fill('long-enough-pass');
    expect(sentBodies(fetch, 'POST /api/onboarding/create-account')).toEqual([
      { password: 'long-enough-pass', confirmPassword: 'long-enough-pass', lang: 'en' },
    ]);
    // An address that already had an account is answered alike; this browser is then not signed in.
    expect(await screen.findByText(/We sent an email to ana@example.com/)).toBeInTheDocument();
  });

  it('checks the form before sending and shows the server’s own refusals next to the field', async () => {
    const { fetch } = renderStep({
      'POST /api/onboarding/create-account': () => passwordTooCommon(),
    });
    await fill('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/onboarding/create-account')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Password', { exact: true }));
    await userEvent.clear(screen.getByLabelText('Confirm password', { exact: true }));
    await fill('password1');
    expect(sentBodies(fetch, 'POST /api/onboarding/create-account')).toHaveLength(1);
    expect(await screen.findByText(/This password is one of the most common ones/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('offers to try again when the account could not be made, and goes back to step 4', async () => {
    const { onPrevious } = renderStep({
      'POST /api/onboarding/create-account': () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    await fill('long-enough-pass');
    expect(await screen.findByText('Account Creation Failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalled();
  });

  it('speaks Spanish and sends the language the page was read in', async () => {
    await i18n.changeLanguage('es');
    const { fetch } = renderStep({
      'POST /api/onboarding/create-account': () => jsonResponse(202, { email: 'ana@example.com' }),
    });
    expect(screen.getByRole('heading', { name: 'Cree su cuenta' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Contraseña', { exact: true }), 'long-enough-pass');
    await userEvent.type(screen.getByLabelText('Confirme la contraseña', { exact: true }), 'long-enough-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await vi.waitFor(() => expect(sentBodies(fetch, 'POST /api/onboarding/create-account')[0]?.lang).toBe('es'));
  });
});
