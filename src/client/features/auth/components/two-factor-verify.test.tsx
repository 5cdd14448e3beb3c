import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { TwoFactorVerify } from './two-factor-verify.tsx';

const passed = () => new Response(null, { status: 204 });

describe('TwoFactorVerify', () => {
  it('sends the code from the app, spaces left out, and goes on', async () => {
    const onPassed = vi.fn();
    const fetchMock = serveApi({ 'POST /api/auth/two-factor/verify': passed });
    renderWithApp(<TwoFactorVerify onPassed={onPassed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeInTheDocument();
    const field = screen.getByLabelText('6-digit code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: '654321' });
  });

  it('takes a recovery code instead, and back', async () => {
    const onPassed = vi.fn();
    const fetchMock = serveApi({ 'POST /api/auth/two-factor/verify': passed });
    renderWithApp(<TwoFactorVerify onPassed={onPassed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'abcde-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: 'abcde-23456' });

    await userEvent.click(screen.getByRole('button', { name: 'Use a code from the app instead' }));
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
  });

  it('shows a wrong code and too many attempts under the field, and does not go on', async () => {
    const onPassed = vi.fn();
    const answers = [
      jsonResponse(400, { code: 'INVALID_TWO_FACTOR_CODE', message: 'Wrong code' }),
      jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many attempts', retryAfterSeconds: 42 }),
      jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many attempts', retryAfterSeconds: 900 }),
    ];
    serveApi({ 'POST /api/auth/two-factor/verify': () => answers.shift() ?? passed() });
    renderWithApp(<TwoFactorVerify onPassed={onPassed} />);
    const field = screen.getByLabelText('6-digit code');
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/That code is not correct/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The wait after wrong codes in a row can be an hour: it is said in whole minutes, rounded up.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Too many wrong codes. Wait 1 minute before you try again.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Too many wrong codes. Wait 15 minutes before you try again.'),
    );
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi({});
    renderWithApp(<TwoFactorVerify onPassed={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Escriba su código de verificación' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Escriba el código de 6 dígitos de su aplicación/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(screen.getByLabelText('Código de recuperación')).toBeInTheDocument();
  });
});
