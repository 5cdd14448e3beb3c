import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { anAdminUser, pageOf } from '../../../test-support/admin.ts';
import { jsonResponse, type PathRoutes, renderWithApp, serveApiByPath } from '../../../test-support/render.tsx';
import { SubscriptionsTab } from './subscriptions-tab.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const pendingMembers = ['a', 'b', 'c'].map((letter, index) =>
  anAdminUser({
    id: `3${index}${letter}00000-0000-4000-8000-000000000000`.slice(0, 36),
    email: `${letter}@example.com`,
    firstName: letter.toUpperCase(),
    lastName: 'Pending',
    subscriptionStatus: 'pending_verification',
  }),
);
const active = anAdminUser({ subscriptionTier: 'premium' });

function serveMembers(pending: AdminUser[], extra: PathRoutes = {}) {
  return serveApiByPath({
    'GET /api/admin/users': (url) => {
      const status = url.searchParams.get('status');
      const users = status === 'pending_verification' ? pending : status === 'active' ? [active] : [];
      return jsonResponse(200, { users, ...pageOf(users.length) });
    },
    ...extra,
  });
}

describe('SubscriptionsTab', () => {
  it('groups members by status, pending first, with plan and since when', async () => {
    serveMembers(pendingMembers);
    renderWithApp(<SubscriptionsTab />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent?.replace(/\d+$/, ''))).toEqual([
      'Pending activation',
      'Active',
      'Inactive',
      'No plan yet',
    ]);
    const activeGroup = screen.getByRole('region', { name: /^Active/ });
    expect(await within(activeGroup).findByText('Rosa Díaz')).toBeInTheDocument();
    expect(within(activeGroup).getByText('Premium')).toBeInTheDocument();
    expect(within(activeGroup).getByText('Member since 02/03/2026')).toBeInTheDocument();
    expect(screen.getByText('3 members are waiting for activation.')).toBeInTheDocument();
  });

  it('says there is nobody to activate when no one is pending', async () => {
    const fetch = serveMembers([]);
    renderWithApp(<SubscriptionsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate all pending' }));
    expect(await screen.findByText('No Pending Users')).toBeInTheDocument();
    expect(screen.getByText('There are no users pending activation')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('activates every pending member with the admin key and says how many went through', async () => {
    const fetch = serveMembers(pendingMembers, {
      'POST /api/admin/subscription/batch-activate': () =>
        jsonResponse(200, {
          successful: 2,
          totalProcessed: 3,
          failed: [{ userId: pendingMembers[2]?.id, reason: 'WRONG_SUBSCRIPTION_STATE' }],
        }),
    });
    renderWithApp(<SubscriptionsTab />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate all pending' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Activate all pending' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate all pending subscriptions' });
    expect(within(dialog).queryByLabelText('Payment reference (optional)')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate all' }));
    expect(await screen.findByText('Admin Key Required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Admin key'), 'batch-key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate all' }));
    expect(await screen.findByText('Successfully activated 2 of 3 subscriptions')).toBeInTheDocument();
    expect(screen.getByText('1 member could not be activated: they are no longer pending.')).toBeInTheDocument();
    const [post] = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      userIds: pendingMembers.map((member) => member.id),
      adminKey: 'batch-key',
    });
  });

  it('says the batch failed, and why: a refused key is not correct', async () => {
    serveMembers(pendingMembers, {
      'POST /api/admin/subscription/batch-activate': () =>
        jsonResponse(403, { code: 'ADMIN_KEY_REQUIRED', message: 'Admin Key Required', reason: 'wrong' }),
    });
    renderWithApp(<SubscriptionsTab />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate all pending' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Activate all pending' }));
    await userEvent.type(screen.getByLabelText('Admin key'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Activate all' }));
    expect(await screen.findByText('Failed to batch activate subscriptions')).toBeInTheDocument();
    expect(screen.getByText('That admin key is not correct. Check it and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Admin Key Required')).toBeNull();
  });
});
