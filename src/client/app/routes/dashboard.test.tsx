import { screen } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '../../test-support/render.tsx';
import { DashboardPage } from './dashboard.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const noStats = {
  experianScore: null,
  equifaxScore: null,
  transunionScore: null,
  creditScore: null,
  activeDisputes: 0,
  negativeItems: 0,
  itemsRemoved: 0,
  lastUpdated: null,
  dataSource: null,
};

function renderDashboard(user: CurrentUser) {
  serveApi({
    'GET /api/dashboard/stats': () => jsonResponse(200, noStats),
    'GET /api/credit-report': () => jsonResponse(200, null),
    'GET /api/disputes': () => jsonResponse(200, []),
  });
  renderWithApp(
    <Routes>
      <Route element={<Outlet context={user} />}>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Route>
    </Routes>,
    { path: '/dashboard' },
  );
}

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
});
