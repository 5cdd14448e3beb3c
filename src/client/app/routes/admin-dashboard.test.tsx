import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anAdminDispute, pageOf, serveAdmin, someMetrics } from '#client/test-support/admin.ts';
import { aMember, renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import { AdminDashboardPage } from './admin-dashboard.tsx';

const admin = aMember({ isAdmin: true, firstName: 'Alex', lastName: 'Kim' });

function Where() {
  const { search } = useLocation();
  return <p data-testid="where">{search}</p>;
}

function renderAdmin(path = '/admin-dashboard') {
  return renderWithApp(
    <Routes>
      <Route element={<Outlet context={admin} />}>
        <Route
          path="/admin-dashboard"
          element={
            <>
              <AdminDashboardPage />
              <Where />
            </>
          }
        />
      </Route>
    </Routes>,
    { path },
  );
}

const recent = ['1a2b3c4d', '2b3c4d5e', '3c4d5e6f'].map((prefix, index) =>
  anAdminDispute({ id: `${prefix}-5e6f-4a1b-8c2d-3e4f5a6b7c8d`, accountName: `Account ${index + 1}` }),
);

/** The overview's figures and newest disputes, and whatever else (or instead) a test's `bodies` say. */
const serveOverview = (bodies: Record<string, unknown> = {}) =>
  serveAdmin({
    '/api/admin/metrics': someMetrics(),
    '/api/admin/disputes': { disputes: recent, ...pageOf(3) },
    ...bodies,
  });

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('AdminDashboardPage', () => {
  it('shows the six metrics with their formats and the newest disputes with ids cut to 8 characters', async () => {
    const fetch = serveOverview();
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Total users', { selector: 'dt' })).toBeInTheDocument();
    for (const [label, shown] of Object.entries({
      'Total users': '42',
      'Active subscriptions': '17',
      'Old-style payments to activate': '3',
      'Monthly revenue': '$2,345.00',
      'Total disputes': '58',
      'Dispute success rate': '66.7%',
    })) {
      expect(figure(label)).toHaveTextContent(shown);
    }

    const id = await screen.findByText('1a2b3c4d');
    expect(id).toHaveAttribute('title', recent[0]?.id);
    expect(screen.queryByText(recent[0]?.id ?? '')).toBeNull();
    expect(screen.getByText('Account 3')).toBeInTheDocument();
    const [asked] = requestedUrls(fetch, '/api/admin/disputes');
    expect(asked?.searchParams.get('pageSize')).toBe('5');
    expect(asked?.searchParams.get('page')).toBe('1');
  });

  it('shows a dash for a success rate before any dispute ended', async () => {
    serveOverview({ '/api/admin/metrics': someMetrics({ disputeSuccessRate: null }) });
    renderAdmin();
    expect(await screen.findByText('Dispute success rate', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Dispute success rate')).toHaveTextContent('—');
  });

  it('keeps the open tab in the address and moves between tabs with the arrow keys', async () => {
    serveOverview({
      '/api/admin/users': { users: [], ...pageOf(0) },
      '/api/admin/audit-log': { entries: [], ...pageOf(0) },
    });
    renderAdmin('/admin-dashboard?tab=audit-log');
    expect(await screen.findByRole('tab', { name: 'Audit log', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=users');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscriptions' })).toHaveFocus();
    expect(await screen.findByRole('tab', { name: 'Subscriptions', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=subscriptions');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Subscriptions',
      'Disputes',
      'Mailings',
      'Analytics',
      'Client records',
      'Audit log',
      'Testimonials',
    ]);
  });

  it('reads every admin figure again on Refresh, and goes back to the app', async () => {
    const fetch = serveOverview();
    renderAdmin();
    expect(await screen.findByText('Account 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestedUrls(fetch, '/api/admin/metrics')).toHaveLength(2));
    expect(requestedUrls(fetch, '/api/admin/disputes')).toHaveLength(2);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveOverview();
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de administración' })).toBeInTheDocument();
    expect(await screen.findByText('Tasa de éxito de las disputas', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la aplicación' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Secciones de administración' });
    expect(within(tabs).getByRole('tab', { name: 'Expedientes de clientes' })).toBeInTheDocument();
    expect(await screen.findByText('Actividad reciente')).toBeInTheDocument();
  });
});
