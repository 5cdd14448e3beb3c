import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { NotificationsResponse } from '#shared/schemas/auth.ts';
import { aNotification, inboxOf } from '#shared/test-support/notifications.ts';
import { NOTIFICATIONS_REFRESH_MS, notificationsQueryOptions } from '../api/get-notifications.ts';
import { NotificationBell } from './notification-bell.tsx';

const dueSoon = aNotification({
  kind: 'answer_due_soon',
  data: { disputeId: '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f', bureau: 'experian', dueOn: '2026-12-03' },
});
const signIn = aNotification({ kind: 'new_sign_in', data: { device: 'Firefox on Linux', ipAddress: null } });
const planActive = aNotification({ kind: 'plan_active', readAt: new Date().toISOString() });

/** The server's inbox, which the read calls change as the real one would. */
function serveInbox(start: NotificationsResponse, read: { ok: boolean } = { ok: true }) {
  let inbox = start;
  const bodies: unknown[] = [];
  const fetch = serveApi({
    'GET /api/notifications': () => jsonResponse(200, inbox),
    'POST /api/notifications/read': (init) => {
      const body = JSON.parse(String(init?.body)) as { ids?: string[] };
      bodies.push(body);
      if (!read.ok) return jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' });
      const readAt = new Date().toISOString();
      inbox = inboxOf(
        inbox.notifications.map((notice) =>
          !body.ids || body.ids.includes(notice.id) ? { ...notice, readAt: notice.readAt ?? readAt } : notice,
        ),
      );
      return new Response(null, { status: 204 });
    },
  });
  return { fetch, bodies };
}

const openBell = async (name: string | RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
};

describe('NotificationBell', () => {
  it('counts the unread notices on the bell, in words for screen readers', async () => {
    serveInbox(inboxOf([dueSoon, signIn, planActive]));
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
  });

  it('lists the notices in words, each leading to its page, the unread ones said so', async () => {
    serveInbox(inboxOf([dueSoon, signIn, planActive]));
    renderWithApp(<NotificationBell />);
    const menu = await openBell('Notifications, 2 unread');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.slice(0, 3).map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      [
        "Unread: Experian's answer is due soonExperian has until 12/03/2026 to answer your dispute.5 minutes ago",
        '/disputes',
      ],
      [
        "Unread: New sign-in to your accountSomeone signed in to your account from Firefox on Linux. If this wasn't you, reset your password right away.5 minutes ago",
        '/account',
      ],
      ['Your plan is activeYour Professional plan is now active.5 minutes ago', '/dashboard'],
    ]);
  });

  it('marks a notice read when the member opens it', async () => {
    const { bodies } = serveInbox(inboxOf([dueSoon, signIn]));
    renderWithApp(<NotificationBell />);
    const menu = await openBell('Notifications, 2 unread');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Experian's answer is due soon/ }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [dueSoon.id] }]));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all as read, and the badge goes at once', async () => {
    const { bodies } = serveInbox(inboxOf([dueSoon, signIn]));
    renderWithApp(<NotificationBell />);
    const menu = await openBell('Notifications, 2 unread');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    // The list stays open, the marks gone from it.
    await waitFor(() => expect(within(menu).queryByText('Unread:', { exact: false })).toBeNull());
    expect(bodies).toEqual([{}]);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it('puts the count back when marking read fails', async () => {
    serveInbox(inboxOf([dueSoon]), { ok: false });
    renderWithApp(<NotificationBell />);
    const menu = await openBell('Notifications, 1 unread');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('says there is nothing new when there is nothing', async () => {
    serveInbox(inboxOf([]));
    renderWithApp(<NotificationBell />);
    const menu = await openBell('Notifications');
    expect(within(menu).getByText('You have no new notifications at this time.')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem')).toBeNull();
  });

  it('says so when the notices cannot be loaded', async () => {
    serveApi({ 'GET /api/notifications': () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }) });
    renderWithApp(<NotificationBell />);
    const menu = await openBell('Notifications');
    expect(await within(menu).findByText("We couldn't load your notifications.")).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveInbox(inboxOf([dueSoon, planActive]));
    renderWithApp(<NotificationBell />);
    const menu = await openBell('Notificaciones, 1 sin leer');
    expect(
      within(menu).getByText('Experian tiene hasta el 12/03/2026 para responder a su disputa.'),
    ).toBeInTheDocument();
    expect(within(menu).getAllByText('hace 5 minutos')).toHaveLength(2);
    expect(within(menu).getByRole('menuitem', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });

  it('asks for news every minute and whenever the window comes back', () => {
    expect(notificationsQueryOptions.refetchInterval).toBe(NOTIFICATIONS_REFRESH_MS);
    expect(NOTIFICATIONS_REFRESH_MS).toBe(60_000);
    expect(notificationsQueryOptions.refetchOnWindowFocus).toBe('always');
  });
});
