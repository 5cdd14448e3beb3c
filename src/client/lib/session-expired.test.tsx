import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '#client/app/require-auth.tsx';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { aMember, jsonResponse, renderWithApp } from '#client/test-support/render.tsx';
import * as navigation from './navigation.ts';

describe('a session that ends while the member is on a page', () => {
  it('shows "You are logged out. Logging in again..." and goes to /api/login 500 ms later', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, aMember())));
    const { queryClient } = renderWithApp(
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="*" element={<p>member area</p>} />
        </Route>
      </Routes>,
    );
    expect(await screen.findByText('member area')).toBeInTheDocument();

    const endedAt = Date.now();
    act(() => queryClient.setQueryData(currentUserQueryKey, null));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    // Not whether it was called yet (on a busy machine the message may be found late): when, measured below.
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login'));
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(490);
  });
});
