import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { jsonResponse, notSignedIn, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { LoginPage } from './login.tsx';

describe('LoginPage', () => {
  it('after signing up, says to check the email it names, without signing in', async () => {
    serveApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/password/register': () => jsonResponse(202, { email: 'ana@example.com' }),
    });
    const { queryClient } = renderWithApp(<LoginPage />, { path: '/login?tab=signup' });
    await userEvent.type(await screen.findByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ruiz');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('We sent a link to ana@example.com. Open it within 24 hours');
    expect(status).toHaveTextContent("Didn't get it? Check your spam folder.");
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Go to sign in' }));
    const signIn = await screen.findByRole('tabpanel');
    expect(within(signIn).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('moves from the tab to its panel with Tab, and the panel shows that it has focus', async () => {
    serveApi({ 'GET /api/auth/user': notSignedIn });
    renderWithApp(<LoginPage />, { path: '/login' });
    const tab = await screen.findByRole('tab', { name: 'Sign in' });
    tab.focus();
    await userEvent.tab();
    const panel = screen.getByRole('tabpanel', { name: 'Sign in' });
    expect(panel).toHaveFocus();
    // jsdom draws nothing: the focus ring is the class every other focus stop has.
    expect(panel).toHaveClass('focus-visible:ring-2', 'focus-visible:ring-ring');
  });

  it('offers "Forgot password?" under the sign-in form', async () => {
    serveApi({ 'GET /api/auth/user': notSignedIn });
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
