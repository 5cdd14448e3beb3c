import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { TwoFactorSettings } from './two-factor-settings.tsx';

const on = { secondFactor: { enrolled: true, verified: true } } as const;
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/CreditPath:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd${index}-wxyz${index}`);

/** The signed-in user as the server answers it, one answer per read, the last one repeated. */
function users(...answers: CurrentUser[]) {
  return () => jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0]);
}

describe('TwoFactorSettings', () => {
  it('lets a member with a confirmed email turn it on with the app and save the recovery codes', async () => {
    const fetchMock = serveApi({
      'GET /api/auth/user': users(aMember(), aMember(on)),
      'POST /api/auth/two-factor/enrolment': () => jsonResponse(200, enrolment),
      'POST /api/auth/two-factor/enrolment/confirm': () => jsonResponse(200, { recoveryCodes }),
    });
    renderWithApp(<TwoFactorSettings />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText(/^Off\./)).toBeInTheDocument();
    // A member is told what it protects, not the staff's reason.
    expect(screen.getByText(/keeps your account safe even if someone learns your password/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set it up' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Save your recovery codes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Two-step verification is on')).toBeInTheDocument();
    expect(await screen.findByText(/^On\. Each time you sign in/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(2);
  });

  it('turns off with the password and a code, showing each refusal under its field', async () => {
    const answers = [
      jsonResponse(400, { code: 'WRONG_CURRENT_PASSWORD', message: 'Wrong password' }),
      jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many attempts', retryAfterSeconds: 3600 }),
      new Response(null, { status: 204 }),
    ];
    const fetchMock = serveApi({
      'GET /api/auth/user': users(aMember(on), aMember()),
      'POST /api/auth/two-factor/turn-off': () => answers.shift() ?? new Response(null, { status: 204 }),
    });
    renderWithApp(<TwoFactorSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    const password = screen.getByLabelText('Password');
    const code = screen.getByLabelText('Code from the app or recovery code');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/two-factor/turn-off')).toHaveLength(0);

    await userEvent.type(password, 'not-my-password');
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/current password is not right|not correct/i));
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Too many wrong codes. Wait 60 minutes before you try again.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText('Two-step verification is off')).toBeInTheDocument();
    expect(await screen.findByText(/^Off\./)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/two-factor/turn-off');
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ password: 'not-my-password', code: '123456' });
  });

  it('keeps staff on, and asks an unconfirmed member to confirm the email first', async () => {
    serveApi({ 'GET /api/auth/user': users(aMember({ isAdmin: true, ...on })) });
    const staff = renderWithApp(<TwoFactorSettings />);
    expect(await screen.findByText('On. Staff accounts always use two-step verification.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-step verification' })).toBeNull();
    staff.unmount();
    vi.restoreAllMocks();

    serveApi({ 'GET /api/auth/user': users(aMember({ emailVerified: false })) });
    renderWithApp(<TwoFactorSettings />);
    expect(await screen.findByText(/^Confirm your email first\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set it up' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'GET /api/auth/user': users(aMember(on)) });
    renderWithApp(<TwoFactorSettings />);
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar la verificación en dos pasos' }));
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de la aplicación o de recuperación')).toBeInTheDocument();
  });
});
