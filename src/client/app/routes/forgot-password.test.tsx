import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { ForgotPasswordPage } from './forgot-password.tsx';

describe('ForgotPasswordPage', () => {
  it('asks for a link in the language of the screen and says where it went, whether or not there is an account', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = serveApi({ 'POST /api/auth/password/forgot': () => jsonResponse(202, {}) });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('heading', { name: 'Revise su correo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Si existe una cuenta con ana@example.com, le enviamos un enlace que funciona durante 1 hora.',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ana@example.com',
      language: 'es',
    });
  });

  it('says so in English with the hour, and leads back to sign in', async () => {
    serveApi({ 'POST /api/auth/password/forgot': () => jsonResponse(202, {}) });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for ana@example.com, we sent a link that works for 1 hour. Check your inbox and your spam folder.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before sending and reports a refusal', async () => {
    const fetchMock = serveApi({
      'POST /api/auth/password/forgot': () =>
        jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many', retryAfterSeconds: 30 }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Please wait 30 seconds and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });
});
