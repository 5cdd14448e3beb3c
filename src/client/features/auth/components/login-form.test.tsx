import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, jsonResponse, renderWithApp } from '../../../test-support/render.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('validates on submit, then on change, with messages under the fields', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, 'ana@example.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address.')).toBeNull());
    expect(email).toHaveValue('ana@example.com');
  });

  it('disables the button while signing in and reports success', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))));
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer(jsonResponse(200, aMember()));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('says "Invalid email or password" when the server refuses, and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })),
    );
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('toggles the password between hidden and shown', async () => {
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
