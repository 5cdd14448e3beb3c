import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuditEntry, pageOf } from '../../../test-support/admin.ts';
import { jsonResponse, renderWithApp, requestedUrls, serveApiByPath } from '../../../test-support/render.tsx';
import { AuditLogTab } from './audit-log-tab.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const activation = anAuditEntry();
const exported = anAuditEntry({
  id: '62222222-2222-4222-8222-222222222222',
  action: 'client_records_exported',
  targetUserId: null,
  targetEmail: null,
  details: { status: 'active', rows: 12 },
  createdAt: '2026-03-04T09:05:00.000Z',
});

function serveLog() {
  return serveApiByPath({
    'GET /api/admin/audit-log': () => jsonResponse(200, { entries: [activation, exported], ...pageOf(2) }),
  });
}

describe('AuditLogTab', () => {
  it('lists when, who, what, target, details and from where, with nothing to edit or delete', async () => {
    serveLog();
    renderWithApp(<AuditLogTab />);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect([...(first?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '03/05/2026, 2:30 PM',
      'admin@creditpath.test',
      'Subscription activated',
      'rosa@example.com',
      'paymentReference: INV-1042',
      '203.0.113.7',
    ]);
    expect(second).toHaveTextContent('Client records exported');
    expect(second).toHaveTextContent('status: activerows: 12');
    expect(screen.queryByRole('button', { name: /edit|delete|remove/i })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('filters by action and dates', async () => {
    const fetch = serveLog();
    renderWithApp(<AuditLogTab />);
    await screen.findByRole('table');
    expect(requestedUrls(fetch, '/api/admin/audit-log')[0]?.search).toBe('?page=1');
    const action = screen.getByLabelText('Action');
    expect(within(action).getAllByRole('option')).toHaveLength(9);
    await userEvent.selectOptions(action, 'Admin rights removed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/audit-log').at(-1)?.search).toBe(
        '?action=admin_revoked&dateFrom=2026-03-01&page=1',
      ),
    );
  });
});
