import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as navigation from '#client/lib/navigation.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { SignedInDevice } from '#shared/schemas/auth.ts';
import { currentUserQueryKey } from '../api/get-current-user.ts';
import { SignedInDevices } from './signed-in-devices.tsx';

const thisPhone: SignedInDevice = {
  id: '0b7e3a52-5d7e-4c1b-9d0a-1f2e3d4c5b6a',
  device: 'Chrome on Android',
  ipAddress: '203.0.113.7',
  createdAt: '2025-03-01T15:04:00.000Z',
  lastSeenAt: '2025-03-10T09:30:00.000Z',
  current: true,
};
const laptop: SignedInDevice = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  device: null,
  ipAddress: null,
  createdAt: '2025-02-01T10:00:00.000Z',
  lastSeenAt: '2025-02-02T10:00:00.000Z',
  current: false,
};
const noContent = () => new Response(null, { status: 204 });
/** The rows of the section's list (the toaster has a list of its own). */
const deviceRows = () => within(screen.getByRole('region', { name: 'Signed-in devices' })).queryAllByRole('listitem');

describe('SignedInDevices', () => {
  it('lists each browser, marks this one, and signs out another', async () => {
    let devices = [thisPhone, laptop];
    const fetchMock = serveApi({
      'GET /api/auth/sessions': () => jsonResponse(200, { devices }),
      [`DELETE /api/auth/sessions/${laptop.id}`]: () => {
        devices = [thisPhone];
        return noContent();
      },
    });
    renderWithApp(<SignedInDevices />);
    await screen.findByText('Chrome on Android');
    const rows = deviceRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Android');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent(new Date(thisPhone.lastSeenAt).getFullYear().toString());
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Unknown device');
    expect(rows[1]).not.toHaveTextContent('This device');

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out Unknown device' }));
    expect(await screen.findByText('Unknown device was signed out')).toBeInTheDocument();
    await waitFor(() => expect(deviceRows()).toHaveLength(1));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && url === `/api/auth/sessions/${laptop.id}`,
      ),
    ).toBe(true);
  });

  it('signs out everywhere only after confirming, then leaves for the home page with nothing cached', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const fetchMock = serveApi({
      'GET /api/auth/sessions': () => jsonResponse(200, { devices: [thisPhone, laptop] }),
      'POST /api/auth/sessions/sign-out-everywhere': noContent,
    });
    const { queryClient } = renderWithApp(<SignedInDevices />);
    queryClient.setQueryData(currentUserQueryKey, aMember());
    await screen.findByText('Chrome on Android');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByText(/This signs you out on every device, this one too/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/sessions/sign-out-everywhere')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
  });

  it('says so when the list cannot load, and tries again', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(500, { code: 'INTERNAL', message: 'boom' }))
      .mockResolvedValueOnce(jsonResponse(200, { devices: [thisPhone] }));
    serveApi({ 'GET /api/auth/sessions': list });
    renderWithApp(<SignedInDevices />);
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
  });
});
