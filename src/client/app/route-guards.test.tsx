import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aMember, jsonResponse, notSignedIn, renderWithApp } from '#client/test-support/render.tsx';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';

const member = aMember();

function Guarded() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<p>member area</p>} />
        <Route path="/" element={<p>home</p>} />
        <Route element={<RequireAdmin />}>
          <Route path="/admin-dashboard" element={<p>admin area</p>} />
        </Route>
      </Route>
    </Routes>
  );
}

describe('route guards', () => {
  it('show a loading text, then the landing page to a visitor', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(notSignedIn()));
    renderWithApp(<Guarded />, { path: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: "Fix what's wrong on your credit report" })).toBeInTheDocument();
    expect(screen.queryByText('member area')).toBeNull();
  });

  it('let a member in with the top bar, and show the member no admin link', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, member)));
    renderWithApp(<Guarded />, { path: '/dashboard' });
    expect(await screen.findByText('member area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AR, Account menu' })).toHaveTextContent('AR');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('send a member away from admin pages to / with "Access Denied"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, member)));
    renderWithApp(<Guarded />, { path: '/admin-dashboard' });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeInTheDocument();
    expect(screen.queryByText('admin area')).toBeNull();
  });

  it('let an admin into admin pages, with the admin link in the bar', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { ...member, isAdmin: true })));
    renderWithApp(<Guarded />, { path: '/admin-dashboard' });
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });

  it('offer to try again when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithApp(<Guarded />, { path: '/dashboard' });
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
