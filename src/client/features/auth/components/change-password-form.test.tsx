import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, passwordTooCommon, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

async function change(current: string, next: string, confirmation = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('sends the current and new passwords, clears the form and says other devices were signed out', async () => {
    const fetchMock = serveApi({ 'POST /api/auth/password/change': () => new Response(null, { status: 204 }) });
    renderWithApp(<ChangePasswordForm />);
    await change('old-password-1', 'new-password-2');
    expect(
      await screen.findByText('Your other devices were signed out. This one stays signed in.'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-2',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('checks every field before sending', async () => {
    const fetchMock = serveApi({});
    renderWithApp(<ChangePasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await change('old-password-1', 'new-password-2', 'something-else-3');
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a wrong current password under that field, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    serveApi({
      'POST /api/auth/password/change': () =>
        jsonResponse(400, { code: 'WRONG_CURRENT_PASSWORD', message: 'Wrong current password' }),
    });
    renderWithApp(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'not-it-at-all');
    await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'new-password-2');
    await userEvent.type(screen.getByLabelText('Confirme la contraseña nueva'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Su contraseña actual no es correcta.');
    expect(screen.getByLabelText('Contraseña nueva')).not.toHaveAttribute('aria-invalid');
  });

  it('puts "too common" under the new password', async () => {
    serveApi({
      'POST /api/auth/password/change': () => passwordTooCommon('newPassword'),
    });
    renderWithApp(<ChangePasswordForm />);
    await change('old-password-1', 'password123');
    const next = screen.getByLabelText('New password');
    await waitFor(() => expect(next).toHaveAttribute('aria-invalid', 'true'));
    expect(next).toHaveAccessibleDescription(
      'This password is one of the most common ones and is easy to guess. Please choose another.',
    );
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('reports a refusal that names no field', async () => {
    serveApi({
      'POST /api/auth/password/change': () =>
        jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many', retryAfterSeconds: 60 }),
    });
    renderWithApp(<ChangePasswordForm />);
    await change('old-password-1', 'new-password-2');
    expect(await screen.findByText("We couldn't change your password")).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait 60 seconds and try again.')).toBeInTheDocument();
  });
});
