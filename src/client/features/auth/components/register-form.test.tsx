import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, renderWithApp } from '#client/test-support/render.tsx';
import { RegisterForm } from './register-form.tsx';

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
  }
}

const valid = {
  'First name': 'Ana',
  'Last name': 'Ruiz',
  Email: 'ana@example.com',
  Password: 'long-enough-1',
  'Confirm password': 'long-enough-1',
};

describe('RegisterForm', () => {
  it('shows each rule under its field', async () => {
    renderWithApp(<RegisterForm onRegistered={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Enter a valid email address.',
      'Password must be at least 8 characters.',
      'Please confirm your password.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('puts a mismatch on the confirmation and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RegisterForm onRegistered={() => undefined} />);
    await fill({ ...valid, 'Confirm password': 'different-one-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the rules in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<RegisterForm onRegistered={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
  });

  it('sends the payload without the confirmation, in the language of the screen, and hands on the address', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(202, { email: 'ana@example.com' }));
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    renderWithApp(<RegisterForm onRegistered={onRegistered} />);
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ana@example.com'));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body)).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
      password: 'long-enough-1',
      language: 'en',
    });
  });

  it('asks for the emails in Spanish when the screen is in Spanish', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(202, { email: 'ana@example.com' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RegisterForm onRegistered={() => undefined} />);
    await fill({
      Nombre: 'Ana',
      Apellido: 'Ruiz',
      'Correo electrónico': 'ana@example.com',
      Contraseña: 'long-enough-1',
      'Confirme la contraseña': 'long-enough-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body)).toMatchObject({ language: 'es' });
  });

  it('puts a server field issue on its field and keeps everything typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          issues: [{ path: 'email', code: 'invalid_format', message: 'auth.errors.emailInvalid' }],
        }),
      ),
    );
    renderWithApp(<RegisterForm onRegistered={() => undefined} />);
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('long-enough-1');
  });
});
