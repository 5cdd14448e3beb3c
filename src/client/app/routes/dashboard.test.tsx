import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import {
  aCreditReport,
  aNegativeItem,
  expectTheWaysToBringData,
  noDashboardStats,
} from '#client/test-support/credit.ts';
import { aDispute } from '#client/test-support/disputes.ts';
import { mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { type ApiRoutes, aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { aSite } from '#client/test-support/site.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { DashboardPage } from './dashboard.tsx';

function renderDashboard(
  user: CurrentUser,
  { report = null as CreditReportResponse | null, extra = {} as ApiRoutes } = {},
) {
  const fetch = serveApi({
    'GET /api/dashboard/stats': () => jsonResponse(200, noDashboardStats),
    'GET /api/credit-report': () => jsonResponse(200, report),
    'GET /api/disputes': () => jsonResponse(200, []),
    'GET /api/site': () => jsonResponse(200, aSite()),
    ...mailingRoutes({ offer: noMailingOffer() }),
    ...extra,
  });
  renderWithApp(
    <Routes>
      <Route element={<Outlet context={user} />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/disputes" element={<p>disputes page</p>} />
      </Route>
    </Routes>,
    { path: '/dashboard' },
  );
  return fetch;
}

const midwest = aNegativeItem({
  id: '41111111-1111-4111-8111-111111111111',
  reportingEndsOn: '2025-06-30',
  disputeReasons: [
    {
      code: 'outdated',
      rule: 'outdated',
      bureaus: ['experian'],
      relatedTradelineKey: null,
      explanation: { en: 'It is past the 7-year limit.', es: 'Ya pasó el límite de 7 años.' },
    },
  ],
});

const openItem = async (name: string) =>
  userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
const disputeButton = () => screen.getByRole('button', { name: 'Dispute this item with these reasons' });

describe('DashboardPage', () => {
  it('gives the owner a button to /admin', async () => {
    renderDashboard(aMember({ isAdmin: true, isOwner: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana Ruiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows no such button to anyone else, admins included', async () => {
    renderDashboard(aMember({ isAdmin: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows a member without a report every way to bring their data', async () => {
    renderDashboard(aMember());
    await expectTheWaysToBringData();
  });

  it('opens the create-dispute form from the quick action and goes to the disputes once saved', async () => {
    const fetch = renderDashboard(aMember(), {
      report: aCreditReport([midwest]),
      extra: { 'POST /api/disputes': () => jsonResponse(201, aDispute()) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'New dispute' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'paid_on_time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('disputes page')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ negativeItemId: midwest.id, disputeReason: 'paid_on_time' });
  });

  it('disputes an item with the reasons ticked in its details, and not with none', async () => {
    const fetch = renderDashboard(aMember(), {
      report: aCreditReport([midwest]),
      extra: { 'POST /api/disputes': () => jsonResponse(201, aDispute()) },
    });
    await openItem('Midwest Recovery Group');
    await userEvent.click(screen.getByRole('checkbox', { name: /It is too old to be reported/ }));
    expect(screen.getByText('No Reasons Selected - Please select at least one dispute reason.')).toBeInTheDocument();
    expect(disputeButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /It is too old to be reported/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'The account was closed' }));
    await userEvent.click(disputeButton());
    expect(await screen.findByText('disputes page')).toBeInTheDocument();
    expect(screen.getByText('Dispute Draft Saved')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      negativeItemId: midwest.id,
      reasonCodes: ['outdated', 'account_closed'],
    });
  });

  it('names the refresh of a hand-entered report for what it does, and counts one item in the singular', async () => {
    renderDashboard(aMember(), { report: { ...aCreditReport([midwest]), dataSource: 'manual' } });
    expect(await screen.findByRole('button', { name: 'Check my items as of today' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh report' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See it on your credit report' })).toHaveAttribute(
      'href',
      '/credit-report',
    );
  });

  it('offers to refresh a report that is not hand-entered, and counts several items in the plural', async () => {
    renderDashboard(aMember(), {
      report: aCreditReport([midwest, { ...midwest, id: '42222222-2222-4222-8222-222222222222' }]),
    });
    expect(await screen.findByRole('button', { name: 'Refresh report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 2 on your credit report' })).toBeInTheDocument();
  });

  it('names the refresh of an imported file for what it does: the file is read again, nothing is fetched', async () => {
    renderDashboard(aMember(), { report: { ...aCreditReport([midwest]), dataSource: 'mismo' } });
    expect(await screen.findByRole('button', { name: 'Check my file as of today' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh report' })).toBeNull();
  });

  it('speaks Spanish in the item’s details', async () => {
    await i18n.changeLanguage('es');
    renderDashboard(aMember(), { report: aCreditReport([midwest]) });
    expect(await screen.findByRole('button', { name: 'Nueva disputa' })).toBeInTheDocument();
    await openItem('Midwest Recovery Group');
    await userEvent.click(screen.getByRole('checkbox', { name: /Es demasiado antigua para aparecer/ }));
    expect(
      screen.getByText('No seleccionó ningún motivo. Seleccione al menos un motivo de disputa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disputar esta cuenta con estos motivos' })).toBeDisabled();
  });
});
