import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { i18n } from '#client/lib/i18n.ts';
import * as navigation from '#client/lib/navigation.ts';
import { expectLabelInName } from '#client/test-support/label-in-name.ts';
import { type ApiRoutes, aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { aNotification, inboxOf } from '#shared/test-support/notifications.ts';
import { TopBar } from './top-bar.tsx';

const user = aMember({ firstName: '', lastName: '', subscriptionStatus: 'active' });

/** The bell asks for the member's notices whatever else a test serves. */
const serve = (routes: ApiRoutes = {}, inbox = inboxOf([])) =>
  serveApi({ 'GET /api/notifications': () => jsonResponse(200, inbox), ...routes });
/** The calls a test made, leaving out the bell's. */
const callsBesidesBell = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([input]) => String(input) !== '/api/notifications');

beforeEach(() => {
  serve();
});
describe('TopBar', () => {
  it('opens the bell on the spec’s words when there is nothing new', async () => {
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no new notifications at this time.')).toBeInTheDocument();
  });

  it('shows on the bell how many notices are unread and lists them', async () => {
    serve({}, inboxOf([aNotification({ kind: 'letters_ready', data: { disputes: 2 } })]));
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('menuitem', { name: /Your letters are ready to mail/ })).toHaveAttribute(
      'href',
      '/disputes',
    );
  });

  it('names the account menu and the language switch with the words they show (WCAG 2.5.3), in both languages', async () => {
    const { unmount } = renderWithApp(<TopBar user={aMember({ firstName: 'María', lastName: 'López' })} />);
    const menu = screen.getByRole('button', { name: 'ML, Account menu' });
    expectLabelInName(menu);
    const language = screen.getByRole('button', { name: 'ES, Cambiar a español' });
    // The switch shows the language's name on wider screens and its code on a phone: the name holds both.
    expectLabelInName(language, 'Español');
    expectLabelInName(language, 'ES');
    unmount();

    await i18n.changeLanguage('es');
    renderWithApp(<TopBar user={aMember({ firstName: 'María', lastName: 'López' })} />);
    expectLabelInName(screen.getByRole('button', { name: 'ML, Menú de la cuenta' }));
    const english = screen.getByRole('button', { name: 'EN, Switch to English' });
    expectLabelInName(english, 'English');
    expectLabelInName(english, 'EN');
  });

  it('falls back to U and User for a person without names', async () => {
    renderWithApp(<TopBar user={user} />);
    const menu = screen.getByRole('button', { name: 'U, Account menu' });
    expect(menu).toHaveTextContent('U');
    await userEvent.click(menu);
    expect(await screen.findByText('User')).toBeInTheDocument();
  });

  it('says "Logging out...", posts the logout, forgets the cached data and starts over at /', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const fetchMock = serve({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    const { queryClient } = renderWithApp(<TopBar user={user} />);
    queryClient.setQueryData(currentUserQueryKey, user);
    await userEvent.click(screen.getByRole('button', { name: 'U, Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(screen.getByText('Logging out...')).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
  });

  it('stays when the logout fails, and says so', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    serve({ 'POST /api/logout': () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }) });
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'U, Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText("We couldn't log you out")).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
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
      ['Progress', '/progress'],
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
      'Progreso',
      'Subir reporte',
      'Educación',
    ]);
  });

  it('switches to Spanish, says so, and remembers it', async () => {
    const fetchMock = serve({ 'PUT /api/auth/user/language': () => new Response(null, { status: 204 }) });
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'ES, Cambiar a español' }));
    expect(await screen.findByText('Idioma cambiado')).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    // The top bar is the signed-in member's: the server learns the language the emails are to follow.
    await waitFor(() => expect(callsBesidesBell(fetchMock)).toHaveLength(1));
  });

  it('tells the server a signed-in member’s new language, and ignores a failure', async () => {
    const fetchMock = serve({
      'PUT /api/auth/user/language': () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderWithApp(<TopBar user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'ES, Cambiar a español' }));
    expect(await screen.findByText('Idioma cambiado')).toBeInTheDocument();
    await waitFor(() => expect(callsBesidesBell(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(callsBesidesBell(fetchMock)[0]?.[1]?.body))).toEqual({ language: 'es' });
    expect(screen.queryByText('Error del servidor. Inténtelo más tarde.')).toBeNull();
  });
});
