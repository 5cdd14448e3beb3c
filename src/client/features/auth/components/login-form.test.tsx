import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { UNTRUSTED_SIGN_INS_SPENT } from '#shared/constants/sign-in-limits.ts';
import { LoginForm } from './login-form.tsx';

const paused = (retryAfterSeconds: number) => () =>
  jsonResponse(429, {
    code: 'RATE_LIMITED',
    message: 'Too many attempts',
    retryAfterSeconds,
    reason: UNTRUSTED_SIGN_INS_SPENT,
  });

async function signIn(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

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

  it('offers a sign-in link by email when sign-ins from new browsers are paused, and says how long', async () => {
    const fetchMock = serveApi({
      'POST /api/auth/password/login': paused(840),
      'POST /api/auth/sign-in-link': () => new Response(null, { status: 202 }),
    });
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await signIn('ana@example.com');
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent('Password sign-in is paused on new browsers');
    expect(offer).toHaveTextContent('paused for 14 minutes');

    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(
      screen.getByText(
        'If ana@example.com has an account with us, we sent it a link to sign in. It works for 15 minutes, and only once. Open it on this device.',
      ),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/sign-in-link');
    expect(JSON.parse(String(asked[0]?.[1]?.body))).toEqual({ email: 'ana@example.com', language: 'en' });
  });

  it('offers no link for other refusals: a browser’s own typos or the address’s budget', async () => {
    serveApi({
      'POST /api/auth/password/login': () =>
        jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many attempts', retryAfterSeconds: 30 }),
    });
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await signIn('ana@example.com');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  it('offers the link in Spanish, and asks for a Spanish email', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = serveApi({
      'POST /api/auth/password/login': paused(60),
      'POST /api/auth/sign-in-link': () => new Response(null, { status: 202 }),
    });
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('durante 1 minuto.');
    await userEvent.click(screen.getByRole('button', { name: 'Envíenme un enlace para entrar' }));
    expect(await screen.findByText('Revise su correo')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/sign-in-link');
    expect(JSON.parse(String(asked[0]?.[1]?.body))).toMatchObject({ language: 'es' });
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
