import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import * as navigation from '../../lib/navigation.ts';
import { aMember, renderWithApp } from '../../test-support/render.tsx';
import { TopBar } from './top-bar.tsx';

const user = aMember({ firstName: '', lastName: '', subscriptionStatus: 'active' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TopBar', () => {
  it('answers the bell with the no-notifications toast', async () => {
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no new notifications at this time.')).toBeInTheDocument();
  });

  it('falls back to U and User for a person without names', async () => {
    renderWithApp(<TopBar user={user} />);
    const menu = screen.getByRole('button', { name: 'Account menu' });
    expect(menu).toHaveTextContent('U');
    await userEvent.click(menu);
    expect(await screen.findByText('User')).toBeInTheDocument();
  });

  it('says "Logging out..." and leaves for /api/logout one second later', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const logout = await screen.findByRole('menuitem', { name: 'Log out' });
    vi.useFakeTimers();
    try {
      fireEvent.click(logout);
      expect(screen.getByText('Logging out...')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(999));
      expect(leave).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(leave).toHaveBeenCalledWith('/api/logout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the pages in the spec’s order, the admin page only for admins, in both languages', async () => {
    const { unmount } = renderWithApp(<TopBar user={{ ...user, isAdmin: true }} />);
    const links = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.closest('nav'))
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Credit report', '/credit-report'],
      ['Dispute center', '/dispute-center'],
      ['Disputes', '/disputes'],
      ['Upload', '/upload'],
      ['Education', '/education'],
      ['Admin', '/admin-dashboard'],
    ]);
    unmount();

    await i18n.changeLanguage('es');
    renderWithApp(<TopBar user={user} />);
    expect(links().map(([label]) => label)).toEqual([
      'Panel',
      'Reporte de crédito',
      'Centro de disputas',
      'Disputas',
      'Subir reporte',
      'Educación',
    ]);
  });

  it('switches to Spanish, says so, and remembers it', async () => {
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a español' }));
    expect(await screen.findByText('Idioma cambiado')).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
