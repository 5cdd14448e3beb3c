import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aClientHistory, aClientRecord, serveAdmin } from '#client/test-support/admin.ts';
import { jsonResponse, type PathRoutes, renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import { ClientRecordsTab } from './client-records-tab.tsx';

const rosa = aClientRecord();
const sam = aClientRecord({
  id: '32222222-2222-4222-8222-222222222222',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Ng',
  subscriptionStatus: 'incomplete',
  subscriptionTier: null,
  creditScore: null,
  lastLoginDate: null,
  totalPaymentsCents: 0,
  isAdmin: true,
});
const historyPath = `/api/admin/client-records/${rosa.id}/history`;

const serveClients = (extra?: PathRoutes) =>
  serveAdmin(
    { '/api/admin/client-records': { clients: [rosa, sam], totalCount: 2, totalCapped: false, page: 1, pageSize: 25 } },
    extra,
  );

const record = (email: string) => screen.getByText(email).closest('li') as HTMLElement;
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ClientRecordsTab', () => {
  it('shows the six fields of each client', async () => {
    serveClients();
    renderWithApp(<ClientRecordsTab />);
    expect(await screen.findByText('2 clients')).toBeInTheDocument();
    const row = record('rosa@example.com');
    expect(within(row).getByRole('button', { name: 'View the history of Rosa Díaz' })).toBeInTheDocument();
    expect(field(row, 'Status and plan')).toHaveTextContent('ActivePremium');
    expect(field(row, 'Disputes')).toHaveTextContent('4 total · 2 active · 1 resolved');
    expect(field(row, 'Total payments')).toHaveTextContent('$299.00');
    expect(field(row, 'Credit score')).toHaveTextContent('642');
    expect(field(row, 'Registered / last sign-in')).toHaveTextContent('Registered 02/03/2026Last sign-in 03/01/2026');
    const other = record('sam@example.com');
    expect(field(other, 'Client')).toHaveTextContent('Admin');
    expect(field(other, 'Status and plan')).toHaveTextContent('IncompleteNo plan');
    expect(field(other, 'Credit score')).toHaveTextContent('—');
    expect(field(other, 'Registered / last sign-in')).toHaveTextContent('Never signed in');
  });

  it('asks with the search, status, sign-up dates and sort, and exports with the same filters', async () => {
    const fetch = serveClients();
    renderWithApp(<ClientRecordsTab />);
    expect(await screen.findByText('2 clients')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/client-records/export?format=csv',
    );

    await userEvent.type(screen.getByLabelText('Search by name or email'), 'díaz');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most disputes');

    const filters = 'search=d%C3%ADaz&status=active&dateFrom=2026-01-01&dateTo=2026-03-31';
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/client-records').at(-1)?.search).toBe(
        `?${filters}&sort=totalDisputes&order=desc&page=1`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/client-records/export?${filters}&format=csv`,
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-03-31');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-01-01');
  });

  it('offers no export while the list still shows rows the typed search will drop', async () => {
    serveClients();
    renderWithApp(<ClientRecordsTab />);
    expect(await screen.findByText('2 clients')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'rosa');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/client-records/export?search=rosa&format=csv',
    );
  });

  it('opens a client’s history with every section', async () => {
    serveClients({ [`GET ${historyPath}`]: () => jsonResponse(200, aClientHistory()) });
    renderWithApp(<ClientRecordsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'View the history of Rosa Díaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Rosa Díaz' });
    expect(await within(dialog).findByText('(312) 555-0199')).toBeInTheDocument();

    const subscription = within(dialog).getByRole('region', { name: 'Subscription history' });
    expect(within(subscription).getByText('Payment reported')).toBeInTheDocument();
    expect(within(subscription).getByText('Activated')).toBeInTheDocument();
    expect(within(subscription).getByText('Plan: Premium · New status: Active · By: an admin')).toBeInTheDocument();

    const disputes = within(dialog).getByRole('region', { name: 'Disputes' });
    expect(within(disputes).getByText('Midwest Recovery Group')).toBeInTheDocument();
    expect(within(disputes).getByText('Experian: Deleted')).toBeInTheDocument();
    expect(within(disputes).getByText('Equifax: Mailed')).toBeInTheDocument();

    const reports = within(dialog).getByRole('region', { name: 'Credit reports' });
    expect(within(reports).getByText('Score 642 · Experian 640 · Equifax 651 · TransUnion 635')).toBeInTheDocument();

    const payments = within(dialog).getByRole('region', { name: 'Payment timeline' });
    expect(within(payments).getByText('Purchase · Premium')).toBeInTheDocument();
    expect(within(payments).getByText('$299.00')).toBeInTheDocument();
    expect(within(payments).getByText('Completed')).toBeInTheDocument();
  });

  it('says so when the history cannot be read', async () => {
    serveClients({ [`GET ${historyPath}`]: () => new Response('oops', { status: 500 }) });
    renderWithApp(<ClientRecordsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'View the history of Rosa Díaz' }));
    expect(await screen.findByText('Failed to fetch client history')).toBeInTheDocument();
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads a capped total as "more than", and still offers the next page', async () => {
    const page = { clients: [rosa, sam], totalCount: 1000, totalCapped: true, page: 1, pageSize: 25 };
    serveAdmin({ '/api/admin/client-records': page });
    const { unmount } = renderWithApp(<ClientRecordsTab />);
    expect(await screen.findByText('More than 1000 clients')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of at least 41 · more than 1000 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    unmount();
    await i18n.changeLanguage('es');
    renderWithApp(<ClientRecordsTab />);
    expect(await screen.findByText('Más de 1000 clientes')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de al menos 41 · más de 1000 resultados')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveClients();
    renderWithApp(<ClientRecordsTab />);
    expect(await screen.findByText('2 clientes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(field(record('rosa@example.com'), 'Disputas')).toHaveTextContent('Total: 4 · Activas: 2 · Resueltas: 1');
  });
});
