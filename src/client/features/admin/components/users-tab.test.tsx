import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anAdminUser, pageOf, serveAdmin } from '#client/test-support/admin.ts';
import { anAwaitingPayment, awaitingPage } from '#client/test-support/awaiting-payments.ts';
import { jsonResponse, type PathRoutes, renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import { UsersTab } from './users-tab.tsx';

const rosa = anAdminUser();
const owner = anAdminUser({
  id: '32222222-2222-4222-8222-222222222222',
  email: 'owner@creditpath.test',
  firstName: 'Olga',
  lastName: 'Owner',
  isAdmin: true,
  isOwner: true,
});
const pending = anAdminUser({
  id: '33333333-3333-4333-8333-333333333333',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  subscriptionStatus: 'pending_verification',
  subscriptionTier: 'per_dispute',
});

const serveUsers = (extra?: PathRoutes) =>
  serveAdmin(
    {
      '/api/admin/users': { users: [rosa, owner, pending], ...pageOf(3) },
      '/api/admin/payments/awaiting-verification': awaitingPage([anAwaitingPayment()]),
    },
    extra,
  );

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('UsersTab', () => {
  it('lists users with their role and status, and no admin toggle for the owner', async () => {
    serveUsers();
    renderWithApp(<UsersTab />);
    expect(await screen.findByText('Rosa Díaz')).toBeInTheDocument();
    expect(within(row('Rosa Díaz')).getByText('User')).toBeInTheDocument();
    expect(within(row('Rosa Díaz')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Olga Owner')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('Olga Owner')).getByText('Owner')).toBeInTheDocument();
    expect(within(row('Olga Owner')).queryByRole('button')).toBeNull();
    expect(within(row('Pat Lee')).getByText('Pending (old-style payment)')).toBeInTheDocument();
    expect(within(row('Pat Lee')).getByRole('button', { name: 'Activate the plan of Pat Lee' })).toBeInTheDocument();
    expect(within(row('Rosa Díaz')).queryByRole('button', { name: /Activate/ })).toBeNull();
    expect(screen.getByText('Page 1 of 1 · 3 results')).toBeInTheDocument();
  });

  it('asks the server with the search once typing pauses, and with the status filter', async () => {
    const fetch = serveUsers();
    renderWithApp(<UsersTab />);
    expect(await screen.findByText('Rosa Díaz')).toBeInTheDocument();
    expect(requestedUrls(fetch, '/api/admin/users')[0]?.search).toBe('?page=1');

    await userEvent.type(screen.getByLabelText('Search by name or email'), '  rosa ');
    await waitFor(() => expect(requestedUrls(fetch, '/api/admin/users')).toHaveLength(2));
    expect(requestedUrls(fetch, '/api/admin/users')[1]?.search).toBe('?search=rosa&page=1');

    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Active', 'Past due', 'Pending (old-style payment)', 'Inactive', 'Incomplete']);
    await userEvent.selectOptions(status, 'Pending (old-style payment)');
    await waitFor(() => expect(requestedUrls(fetch, '/api/admin/users')).toHaveLength(3));
    expect(requestedUrls(fetch, '/api/admin/users')[2]?.search).toBe('?search=rosa&status=pending_verification&page=1');
  });

  it('makes a user an admin after asking, and says so', async () => {
    const fetch = serveUsers({
      [`POST /api/admin/users/${rosa.id}/admin-status`]: () => jsonResponse(200, { ...rosa, isAdmin: true }),
    });
    renderWithApp(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Rosa Díaz an admin' }));
    expect(screen.getByText(/Give Rosa Díaz admin rights\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, make admin' }));
    expect(await screen.findByText('User admin status updated successfully')).toBeInTheDocument();
    const [post] = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ isAdmin: true });
    // The list is read again, so the badges follow.
    await waitFor(() => expect(requestedUrls(fetch, '/api/admin/users')).toHaveLength(2));
  });

  it('says why the last admin keeps their rights', async () => {
    const lastAdmin = anAdminUser({ isAdmin: true });
    serveAdmin(
      { '/api/admin/users': { users: [lastAdmin], ...pageOf(1) } },
      {
        [`POST /api/admin/users/${lastAdmin.id}/admin-status`]: () =>
          jsonResponse(409, { code: 'LAST_ADMIN', message: 'Last admin' }),
      },
    );
    renderWithApp(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove admin rights from Rosa Díaz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove admin rights' }));
    expect(await screen.findByText('Failed to update admin status')).toBeInTheDocument();
    expect(
      screen.getByText("There must always be at least one admin, so the last admin's rights cannot be removed."),
    ).toBeInTheDocument();
  });

  it('shows what the member reported, and sends nothing without the processor’s reference and the key', async () => {
    const fetch = serveUsers({
      'POST /api/subscription/activate': () => jsonResponse(200, { userId: pending.id, submittedDisputes: 0 }),
    });
    renderWithApp(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate the plan of Pat Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate subscription' });
    expect(await within(dialog).findByText('ZELLE-2210')).toBeInTheDocument();
    expect(requestedUrls(fetch, '/api/admin/payments/awaiting-verification')[0]?.search).toBe(
      `?userId=${pending.id}&kind=purchase`,
    );
    for (const [term, value] of [
      ['Plan', 'Basic'],
      ['Payment', 'Purchase'],
      ['Amount', '$99.00'],
      ['Member reported paying', '03/02/2026'],
      ['Member’s reference', 'ZELLE-2210'],
    ] as const) {
      expect(within(dialog).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    const key = within(dialog).getByLabelText('Admin key');
    expect(key).toHaveAttribute('type', 'password');
    const posted = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

    await userEvent.type(key, 's3cret-key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate subscription' }));
    expect(
      await within(dialog).findByText('Enter the payment processor’s reference (at least 4 characters).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Processor’s reference')).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toEqual([]);

    await userEvent.clear(key);
    await userEvent.type(within(dialog).getByLabelText('Processor’s reference'), 'INV-1042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate subscription' }));
    expect(await screen.findByText('Admin Key Required')).toBeInTheDocument();
    expect(posted()).toEqual([]);

    await userEvent.type(key, 's3cret-key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate subscription' }));
    expect(await screen.findByText('User subscription activated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The payment is named: the server activates the plan a legacy purchase paid for.
    expect(JSON.parse(String(posted()[0]?.[1]?.body))).toEqual({
      userId: pending.id,
      adminKey: 's3cret-key',
      paymentReference: 'INV-1042',
      paymentId: expect.any(String),
    });
  });

  it('says when the member has nothing waiting any more', async () => {
    serveUsers({ 'GET /api/admin/payments/awaiting-verification': () => jsonResponse(200, awaitingPage([])) });
    renderWithApp(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate the plan of Pat Lee' }));
    expect(await screen.findByText('This member has no payment waiting for verification.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin key')).toBeNull();
  });

  it('says activating failed, and why', async () => {
    serveUsers({
      'POST /api/subscription/activate': () =>
        jsonResponse(409, { code: 'WRONG_SUBSCRIPTION_STATE', message: 'Not pending' }),
    });
    renderWithApp(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate the plan of Pat Lee' }));
    await userEvent.type(await screen.findByLabelText('Admin key'), 'key');
    await userEvent.type(screen.getByLabelText('Processor’s reference'), 'INV-1042');
    await userEvent.click(screen.getByRole('button', { name: 'Activate subscription' }));
    expect(await screen.findByText('Failed to activate subscription')).toBeInTheDocument();
    expect(
      screen.getByText('This payment is no longer waiting for verification. Refresh to see where it stands.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says a refused key is not correct, not that a key is required, in both languages', async () => {
    serveUsers({
      'POST /api/subscription/activate': () =>
        jsonResponse(403, { code: 'ADMIN_KEY_REQUIRED', message: 'Admin Key Required', reason: 'wrong' }),
    });
    const { unmount } = renderWithApp(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate the plan of Pat Lee' }));
    await userEvent.type(await screen.findByLabelText('Admin key'), 'not-the-key');
    await userEvent.type(screen.getByLabelText('Processor’s reference'), 'INV-1042');
    await userEvent.click(screen.getByRole('button', { name: 'Activate subscription' }));
    expect(await screen.findByText('That admin key is not correct. Check it and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Admin Key Required')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('es');
    renderWithApp(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activar el plan de Pat Lee' }));
    expect(await screen.findByText('El miembro informó el pago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activar la suscripción' }));
    expect(
      await screen.findByText('Escriba la referencia del procesador de pagos (al menos 4 caracteres).'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Referencia del procesador'), 'INV-1042');
    await userEvent.click(screen.getByRole('button', { name: 'Activar la suscripción' }));
    expect(await screen.findByText('Se requiere la clave de administrador')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Clave de administrador'), 'not-the-key');
    await userEvent.click(screen.getByRole('button', { name: 'Activar la suscripción' }));
    expect(
      await screen.findByText('Esa clave de administrador no es correcta. Revísela y vuelva a intentarlo.'),
    ).toBeInTheDocument();
  });
});
