import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { NotificationSettings as Settings } from '#shared/schemas/auth.ts';
import { ALL_ON } from '#shared/test-support/notifications.ts';
import { NotificationSettings } from './notification-settings.tsx';

/** The server's settings; a save waits for `answer` so a test can look before the server replies. */
function serveSettings(
  start: Settings,
  answer: () => Promise<Response> = async () => new Response(null, { status: 204 }),
) {
  let saved = start;
  const puts: Settings[] = [];
  serveApi({
    'GET /api/notifications/settings': () => jsonResponse(200, saved),
    'PUT /api/notifications/settings': async (init) => {
      const body = JSON.parse(String(init?.body)) as Settings;
      puts.push(body);
      const response = await answer();
      if (response.ok) saved = body;
      return response;
    },
    'GET /api/notifications': () => jsonResponse(200, { notifications: [], unread: 0 }),
  });
  return puts;
}

describe('NotificationSettings', () => {
  it('shows one switch a kind, each said in one line', async () => {
    serveSettings({ ...ALL_ON, bureau_late: false });
    renderWithApp(<NotificationSettings />);
    expect(screen.getByRole('heading', { name: 'Email and app notifications' })).toBeInTheDocument();
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(15);
    expect(screen.getByRole('switch', { name: 'Deleted items back on a report' })).toHaveAccessibleDescription(
      'When a report you bring shows again an item a bureau deleted after your dispute.',
    );
    expect(screen.getByRole('switch', { name: 'New negative items' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mailed letters returned' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Payments due' })).toBeChecked();
    const dueSoon = screen.getByRole('switch', { name: 'Answer due soon' });
    expect(dueSoon).toBeChecked();
    expect(dueSoon).toHaveAccessibleDescription("When a bureau's answer is due within 5 days.");
    expect(screen.getByRole('switch', { name: "A bureau's time is up" })).not.toBeChecked();
  });

  it('saves a change at once, every kind sent, the switch moving before the server answers', async () => {
    let reply: (response: Response) => void = () => undefined;
    const puts = serveSettings(ALL_ON, () => new Promise((resolve) => (reply = resolve)));
    renderWithApp(<NotificationSettings />);
    const signIns = await screen.findByRole('switch', { name: 'New sign-ins' });
    await userEvent.click(signIns);
    expect(signIns).not.toBeChecked();
    await waitFor(() => expect(puts).toEqual([{ ...ALL_ON, new_sign_in: false }]));
    reply(new Response(null, { status: 204 }));
    await waitFor(() => expect(signIns).not.toBeChecked());
  });

  it('moves the switch back and says so when the change cannot be saved', async () => {
    serveSettings(ALL_ON, async () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }));
    renderWithApp(<NotificationSettings />);
    const letters = await screen.findByRole('switch', { name: 'Letters ready to mail' });
    await userEvent.click(letters);
    expect(await screen.findByText("We couldn't save your choice. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(letters).toBeChecked());
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveSettings(ALL_ON);
    renderWithApp(<NotificationSettings />);
    expect(screen.getByRole('heading', { name: 'Notificaciones por correo y en la aplicación' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Nuevos inicios de sesión' })).toHaveAccessibleDescription(
      'Cuando alguien inicia sesión en su cuenta.',
    );
  });
});
