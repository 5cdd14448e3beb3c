import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import { i18n } from '../../../lib/i18n.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, serveApi } from '../../../test-support/render.tsx';
import { AccountStep } from './account-step.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderStep(
  routes: ApiRoutes = {},
  viewer: 'visitor' | 'member' = 'visitor',
  processor: PaymentProcessor = 'manual',
) {
  const fetch = serveApi(routes);
  renderWithApp(<AccountStep viewer={viewer} email="ana@example.com" processor={processor} />, {
    path: '/onboarding',
    extraRoutes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
  });
  return { fetch };
}

/** One tick of the animation: +10 every 500 ms. */
const tick = () => act(() => vi.advanceTimersByTime(500));
async function pastTheAnimation() {
  for (let i = 0; i < 10; i++) tick();
  await act(() => vi.advanceTimersByTimeAsync(0));
}
/** Lets the answers arrive and React Query deliver them without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

// The clock is fake throughout (the animation, the 3 s pause), so the events are fired directly.
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}

async function fill(username: string, password: string, confirm = password) {
  type('Username', username);
  type('Password', password);
  type('Confirm password', confirm);
  await click('Create my account');
}

const status = (bureau: string) => screen.getByText(bureau).nextElementSibling?.textContent;

describe('AccountStep', () => {
  it('queues the disputes with the spec’s animation: Experian at 33, Equifax at 66, TransUnion at 100', () => {
    renderStep();
    const bar = screen.getByRole('progressbar', { name: 'Queuing your disputes for the three bureaus' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    for (let i = 0; i < 3; i++) tick();
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(status('Experian')).toBe('Waiting');
    tick();
    expect(status('Experian')).toBe('Queued');
    expect(status('Equifax')).toBe('Waiting');
    for (let i = 0; i < 2; i++) tick();
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(status('Equifax')).toBe('Waiting');
    tick();
    expect(status('Equifax')).toBe('Queued');
    for (let i = 0; i < 2; i++) tick();
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(status('TransUnion')).toBe('Waiting');
    expect(screen.queryByLabelText('Username')).toBeNull();
    tick();
    expect(screen.getByLabelText('Username', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Your account email: ana@example.com')).toBeInTheDocument();
  });

  it('shows each rule under its field', async () => {
    renderStep();
    await pastTheAnimation();
    await click('Create my account');
    expect(screen.getByText('Username must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();

    await fill('ana ruiz!', 'long-enough-1', 'different-1');
    expect(screen.getByText('Use only letters, numbers, dots, dashes and underscores.')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true');

    type('Username', 'a'.repeat(21));
    await settle();
    expect(screen.getByText('Username must be no more than 20 characters.')).toBeInTheDocument();
  });

  it('shows the rules in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderStep();
    await pastTheAnimation();
    await click('Crear mi cuenta');
    expect(screen.getByText('El nombre de usuario debe tener al menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
  });

  it('creates the account and sends the visitor to their email, where the link signs them in', async () => {
    const { fetch } = renderStep({
      'POST /api/onboarding/create-account': () => jsonResponse(202, { email: 'ana@example.com' }),
    });
    await pastTheAnimation();
    await fill('ana.ruiz', 'long-enough-1');
    expect(screen.getByText('Check your email')).toBeInTheDocument();
    expect(
      screen.getByText('We sent an email to ana@example.com. Open it and tap the link inside to finish and sign in.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check your spam folder/)).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'ana.ruiz',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    // Nobody is signed in yet: the page stays here, whatever the time.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText('Dashboard page')).toBeNull();
    expect(screen.queryByText('Your account is ready')).toBeNull();
  });

  it('says the same in Spanish, and nothing of a card, whatever the payment', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderStep(
      { 'POST /api/onboarding/create-account': () => jsonResponse(202, { email: 'ana@example.com' }) },
      'visitor',
      'stripe',
    );
    await pastTheAnimation();
    type('Nombre de usuario', 'ana.ruiz');
    type('Contraseña', 'long-enough-1');
    type('Confirme la contraseña', 'long-enough-1');
    await click('Crear mi cuenta');
    expect(screen.getByText('Revise su correo')).toBeInTheDocument();
    expect(screen.getByText(/Le enviamos un correo a ana@example.com/)).toBeInTheDocument();
    expect(screen.queryByText(/tarjeta/)).toBeNull();
  });

  it('shows the failure; Try Again keeps the username and clears the passwords', async () => {
    renderStep({
      'POST /api/onboarding/create-account': () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    await pastTheAnimation();
    await fill('ana.ruiz', 'long-enough-1');
    expect(screen.getByText('Account Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();

    await click('Try again');
    expect(field('Username').value).toBe('ana.ruiz');
    expect(field('Password').value).toBe('');
    expect(field('Confirm password').value).toBe('');
  });

  it('puts a taken username on the username field', async () => {
    renderStep({
      'POST /api/onboarding/create-account': () => jsonResponse(409, { code: 'USERNAME_TAKEN', message: 'taken' }),
    });
    await pastTheAnimation();
    await fill('ana.ruiz', 'long-enough-1');
    expect(screen.getByText('That username is taken. Please choose another one.')).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username').value).toBe('ana.ruiz');
  });

  it('has no account to create for a member: the draft is deleted and the dashboard follows 3 s later', async () => {
    const { fetch } = renderStep({ 'DELETE /api/onboarding': () => new Response(null, { status: 204 }) }, 'member');
    await pastTheAnimation();
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/onboarding', expect.objectContaining({ method: 'DELETE' }));
    expect(screen.getByText('Your account is ready')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('tells a member paying by card where the card is saved', async () => {
    renderStep({ 'DELETE /api/onboarding': () => new Response(null, { status: 204 }) }, 'member', 'stripe');
    await pastTheAnimation();
    await settle();
    expect(
      screen.getByText(
        'Next, save your card at secure checkout from your dashboard. Nothing is charged until your dispute letters exist.',
      ),
    ).toBeInTheDocument();
  });
});
