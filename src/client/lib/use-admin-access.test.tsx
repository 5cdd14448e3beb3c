import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '#client/app/routes/landing.tsx';
import { LoginPage } from '#client/app/routes/login.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { notSignedIn, renderWithApp } from '#client/test-support/render.tsx';
import { ADMIN_ACCESS_STORAGE_KEY } from './admin-access.ts';
import { ThemeProvider } from './theme-provider.tsx';
import { dismissToast, useCurrentToast } from './toast-store.ts';

/** The landing entry exactly as landing-main.tsx renders it: no router, no query client. */
function renderLanding() {
  return render(
    <ThemeProvider>
      <LandingPage />
      <Toaster />
    </ThemeProvider>,
  );
}

const adminButton = () => screen.queryByRole('link', { name: 'Admin login' });

// Toasts live in a module store: start each test without the previous one's.
beforeEach(() => {
  const { result, unmount } = renderHook(() => useCurrentToast());
  const shown = result.current;
  if (shown) act(() => dismissToast(shown.id));
  unmount();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('admin access on the landing page', () => {
  it('shows no admin login without the flag', () => {
    renderLanding();
    expect(adminButton()).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Member login' })[0]).toHaveAttribute('href', '/login');
  });

  it('?admin=access stores the flag, shows the admin login and a toast, and cleans the address', async () => {
    window.history.replaceState(null, '', '/landing?lng=en&admin=access#faq');
    renderLanding();
    expect(localStorage.getItem(ADMIN_ACCESS_STORAGE_KEY)).toBe('1');
    expect(adminButton()).toHaveAttribute('href', '/api/login');
    expect(await screen.findByText('Admin Access Enabled')).toBeInTheDocument();
    expect(screen.getByText('The admin login option is now visible.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/landing');
    expect(window.location.search).toBe('?lng=en');
    expect(window.location.hash).toBe('#faq');
  });

  it('remembers the flag on the next visit', () => {
    localStorage.setItem(ADMIN_ACCESS_STORAGE_KEY, '1');
    renderLanding();
    expect(adminButton()).toBeInTheDocument();
  });

  it('?admin=off removes the flag with its toast', async () => {
    localStorage.setItem(ADMIN_ACCESS_STORAGE_KEY, '1');
    window.history.replaceState(null, '', '/?admin=off');
    renderLanding();
    expect(localStorage.getItem(ADMIN_ACCESS_STORAGE_KEY)).toBeNull();
    expect(adminButton()).toBeNull();
    expect(await screen.findByText('Admin Access Disabled')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('Ctrl+Shift+A enables it with the same toast', async () => {
    const user = userEvent.setup();
    renderLanding();
    expect(adminButton()).toBeNull();
    await user.keyboard('{Control>}{Shift>}A{/Shift}{/Control}');
    expect(adminButton()).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_ACCESS_STORAGE_KEY)).toBe('1');
    expect(await screen.findByText('Admin Access Enabled')).toBeInTheDocument();
  });

  it('ignores A without both modifiers', () => {
    renderLanding();
    fireEvent.keyDown(window, { key: 'A', code: 'KeyA', shiftKey: true });
    fireEvent.keyDown(window, { key: 'a', code: 'KeyA', ctrlKey: true });
    expect(adminButton()).toBeNull();
  });
});

describe('admin access on the login page', () => {
  const visitor = () => vi.stubGlobal('fetch', vi.fn().mockResolvedValue(notSignedIn()));

  it('shows the Admin Access divider and button once enabled', async () => {
    visitor();
    window.history.replaceState(null, '', '/login?admin=access');
    renderWithApp(<LoginPage />, { path: '/login?admin=access' });
    expect(await screen.findByText('Admin Access')).toBeInTheDocument();
    expect(adminButton()).toHaveAttribute('href', '/api/login');
    expect(window.location.search).toBe('');
  });

  it('shows neither without the flag', async () => {
    visitor();
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Admin Access')).toBeNull();
    expect(adminButton()).toBeNull();
  });
});
