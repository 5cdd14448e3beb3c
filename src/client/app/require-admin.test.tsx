import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAdminMetrics } from '#client/features/admin/api/get-admin-metrics.ts';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { i18n } from '#client/lib/i18n.ts';
import { someMetrics } from '#client/test-support/admin.ts';
import { aMember, jsonResponse, renderWithApp, requestedUrls, serveApiByPath } from '#client/test-support/render.tsx';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';

const anAdmin = (secondFactor: CurrentUser['secondFactor']) => aMember({ isAdmin: true, secondFactor });

/** An admin page that reads an admin figure, as every tab does. */
function AdminArea() {
  const metrics = useAdminMetrics();
  return <p>admin area {metrics.data?.totalUsers}</p>;
}

function renderGuarded() {
  return renderWithApp(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<RequireAdmin />}>
          <Route path="/admin-dashboard" element={<AdminArea />} />
        </Route>
        <Route path="/dashboard" element={<p>member area</p>} />
      </Route>
    </Routes>,
    { path: '/admin-dashboard' },
  );
}

const refused = (code: string) => jsonResponse(403, { code, message: code });

/**
 * The server as the admin sees it: who they are, the metrics (refused while the factor is not passed), and
 * the two-factor routes, which pass the factor.
 */
function serveServer(start: { enrolled: boolean; verified: boolean }, metricsRefusal?: string) {
  const state = { ...start, metricsRefusal };
  const passFactor = () => {
    Object.assign(state, { enrolled: true, verified: true, metricsRefusal: undefined });
  };
  const fetchMock = serveApiByPath({
    'GET /api/auth/user': () => jsonResponse(200, anAdmin({ enrolled: state.enrolled, verified: state.verified })),
    'GET /api/admin/metrics': () => {
      if (state.metricsRefusal) return refused(state.metricsRefusal);
      if (!state.enrolled) return refused('TWO_FACTOR_ENROLMENT_REQUIRED');
      if (!state.verified) return refused('TWO_FACTOR_REQUIRED');
      return jsonResponse(200, someMetrics());
    },
    'POST /api/auth/two-factor/enrolment': () =>
      jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' }),
    'POST /api/auth/two-factor/enrolment/confirm': () => {
      passFactor();
      return jsonResponse(200, { recoveryCodes: Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`) });
    },
    'POST /api/auth/two-factor/verify': () => {
      passFactor();
      return new Response(null, { status: 204 });
    },
  });
  return { fetchMock, state };
}

async function enterCode(label: string, button: string) {
  await userEvent.type(await screen.findByLabelText(label), '123456');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('RequireAdmin and the second factor', () => {
  it('lets an admin who passed the factor in', async () => {
    serveServer({ enrolled: true, verified: true });
    renderGuarded();
    expect(await screen.findByText('admin area 42')).toBeInTheDocument();
  });

  it('has an admin who never set it up do so, keeps the recovery codes on screen until saved, then lets them in', async () => {
    const { fetchMock } = serveServer({ enrolled: false, verified: false });
    const { queryClient } = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(screen.queryByText(/admin area/)).toBeNull();
    expect(requestedUrls(fetchMock, '/api/admin/metrics')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Set it up' }));
    await enterCode('6-digit code', 'Turn on');
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    // The user is read again (on window focus, say): it now says verified, and the codes still stay.
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      // The query tells its readers on the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(requestedUrls(fetchMock, '/api/auth/user')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('admin area 42')).toBeInTheDocument();
  });

  it('asks an enrolled admin for a code in a new session, then shows the admin pages', async () => {
    const { fetchMock } = serveServer({ enrolled: true, verified: false });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeInTheDocument();
    const usersAsked = requestedUrls(fetchMock, '/api/auth/user').length;
    await enterCode('6-digit code', 'Continue');
    expect(await screen.findByText('admin area 42')).toBeInTheDocument();
    expect(requestedUrls(fetchMock, '/api/auth/user').length).toBeGreaterThan(usersAsked);
  });

  it('asks for a code when an admin call is refused because the 12 hours ran out, then reads it again', async () => {
    const { fetchMock } = serveServer({ enrolled: true, verified: true }, 'TWO_FACTOR_REQUIRED');
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeInTheDocument();
    await enterCode('6-digit code', 'Continue');
    expect(await screen.findByText('admin area 42')).toBeInTheDocument();
    expect(requestedUrls(fetchMock, '/api/admin/metrics')).toHaveLength(2);
  });

  it('asks to set up when an admin call says the factor is not set up', async () => {
    serveServer({ enrolled: true, verified: true }, 'TWO_FACTOR_ENROLMENT_REQUIRED');
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveServer({ enrolled: true, verified: false });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Escriba su código de verificación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la aplicación' })).toBeInTheDocument();
  });
});
