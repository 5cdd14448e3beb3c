import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequireAuth } from '#client/app/require-auth.tsx';
import { apiClient } from '#client/lib/api-client.ts';
import { i18n } from '#client/lib/i18n.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';

const pending = aMember({ secondFactor: { enrolled: true, verified: false }, secondFactorPending: true });
const passed = aMember({ secondFactor: { enrolled: true, verified: true } });

/** A page of the app that reads something of the member's. */
function MemberPage() {
  const stats = useQuery({ queryKey: ['stats'], queryFn: () => apiClient.get('/api/dashboard/stats', z.unknown()) });
  return <p>{stats.isSuccess ? 'member area' : 'loading the member area'}</p>;
}

function renderApp() {
  return renderWithApp(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<MemberPage />} />
      </Route>
    </Routes>,
    { path: '/dashboard' },
  );
}

describe('signing in with two-step verification on', () => {
  it('asks for the code before any page of the app, and lets the member in once it passes', async () => {
    const answers = [pending, passed];
    const fetchMock = serveApi({
      'GET /api/auth/user': () => jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0]),
      'POST /api/auth/two-factor/verify': () => new Response(null, { status: 204 }),
      'GET /api/dashboard/stats': () => jsonResponse(200, {}),
      'GET /api/notifications': () => jsonResponse(200, { notifications: [], unread: 0 }),
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeInTheDocument();
    expect(screen.queryByText(/member area/)).toBeNull();
    // Nothing of the member's is asked for while the session owes the code.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/dashboard/stats')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('member area')).toBeInTheDocument();
  });

  it('turns a refusal for the code in the middle of a session into the code screen', async () => {
    const answers = [passed, pending];
    serveApi({
      'GET /api/auth/user': () => jsonResponse(200, answers.length > 1 ? answers.shift() : answers[0]),
      'GET /api/dashboard/stats': () =>
        jsonResponse(403, { code: 'TWO_FACTOR_REQUIRED', message: 'Enter your two-step verification code' }),
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeInTheDocument();
  });

  it('lets the member sign out instead, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = serveApi({
      'GET /api/auth/user': () => jsonResponse(200, pending),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Escriba su código de verificación' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/logout')).toBe(true));
  });
});
