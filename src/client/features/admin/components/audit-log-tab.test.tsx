import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anAuditEntry, pageOf, serveAdmin } from '#client/test-support/admin.ts';
import { renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import { AUDIT_ACTIONS } from '#shared/constants/admin.ts';
import { AuditLogTab } from './audit-log-tab.tsx';

const activation = anAuditEntry();
const exported = anAuditEntry({
  id: '62222222-2222-4222-8222-222222222222',
  action: 'client_records_exported',
  targetUserId: null,
  targetEmail: null,
  details: { search: null, status: 'active', dateFrom: '2026-03-01', dateTo: null, format: 'csv', rowCount: 1200 },
  createdAt: '2026-03-04T09:05:00.000Z',
});
const batchActivation = anAuditEntry({
  id: '63333333-3333-4333-8333-333333333333',
  details: { paymentReference: null, batch: true, submittedDisputes: 2 },
});
const refused = anAuditEntry({
  id: '64444444-4444-4444-8444-444444444444',
  action: 'activation_refused',
  details: { batch: false, userId: '31111111-1111-4111-8111-111111111111', reason: 'wrong' },
});
const answered = anAuditEntry({
  id: '65555555-5555-4555-8555-555555555555',
  action: 'dispute_outcome_recorded',
  details: {
    disputeId: '81111111-1111-4111-8111-111111111111',
    bureau: 'transunion',
    outcome: 'deleted',
    respondedOn: '2026-03-02',
    newStatus: 'resolved',
  },
});

/** The reads of members' data and the second factor's events, as the server records them. */
const reads = [
  anAuditEntry({
    id: '66666666-6666-4666-8666-666666666666',
    action: 'users_listed',
    targetUserId: null,
    targetEmail: null,
    details: { page: 2, search: 'lopez', rowCount: 25 },
  }),
  anAuditEntry({
    id: '67777777-7777-4777-8777-777777777777',
    action: 'client_records_listed',
    targetUserId: null,
    targetEmail: null,
    details: { page: 1, status: 'active', dateFrom: '2026-03-01', rowCount: 3 },
  }),
  anAuditEntry({
    id: '68888888-8888-4888-8888-888888888888',
    action: 'dispute_letter_viewed',
    details: { disputeId: '81111111-1111-4111-8111-111111111111', bureau: 'equifax', letter: 'dispute' },
  }),
  anAuditEntry({ id: '69999999-9999-4999-8999-999999999999', action: 'two_factor_enrolled', details: {} }),
  anAuditEntry({ id: '6aaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', action: 'recovery_code_used', details: {} }),
];

/** An admin's changes to one testimonial: it names no account, only the testimonial and whose words they are. */
const testimonialChanges = (
  ['testimonial_recorded', 'testimonial_published', 'testimonial_unpublished', 'testimonial_withdrawn'] as const
).map((action, index) =>
  anAuditEntry({
    id: `7${index}aaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
    action,
    targetUserId: null,
    targetEmail: null,
    details: { testimonialId: '91111111-1111-4111-8111-111111111111', firstName: 'Rosa' },
  }),
);

const serveLog = (entries = [activation, exported]) =>
  serveAdmin({ '/api/admin/audit-log': { entries, ...pageOf(entries.length) } });

/** Each row's cells below the header, as they read. */
async function cellsOfRows() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
}

/** The details cell of each row. */
const detailsOfRows = async () => (await cellsOfRows()).map((cells) => cells[4]);

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
      'Payment reference:INV-1042',
      '203.0.113.7',
    ]);
    expect(second).toHaveTextContent('Client records exported');
    // The wide table scrolls inside a named box that is a tab stop, so the keyboard can scroll it on a phone.
    const box = screen.getByRole('region', { name: 'Audit log, newest first' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('button', { name: /edit|delete|remove/i })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('shows every detail in words: names translated, codes as words, days en-US, ids shortened', async () => {
    serveLog([exported, batchActivation, refused, answered]);
    renderWithApp(<AuditLogTab />);
    expect(await detailsOfRows()).toEqual([
      'Search:—Status:ActiveFrom:03/01/2026To:—Format:CSVRows:1,200',
      'Payment reference:—Batch activation:YesDisputes sent:2',
      'Batch activation:NoMember:31111111Reason:Wrong admin key',
      'Dispute:81111111Bureau:TransUnionOutcome:DeletedAnswered on:03/02/2026New status:Resolved',
    ]);
    expect(screen.getByTitle('81111111-1111-4111-8111-111111111111')).toHaveTextContent('81111111');
  });

  it('shows the details in Spanish on a Spanish page, with no raw names left', async () => {
    await i18n.changeLanguage('es');
    serveLog([exported, batchActivation, refused, answered]);
    renderWithApp(<AuditLogTab />);
    const details = await detailsOfRows();
    expect(details).toEqual([
      'Búsqueda:—Estado:ActivoDesde:03/01/2026Hasta:—Formato:CSVFilas:1,200',
      'Referencia de pago:—Activación en lote:SíDisputas enviadas:2',
      'Activación en lote:NoMiembro:31111111Motivo:Clave de administrador incorrecta',
      'Disputa:81111111Buró:TransUnionResultado:EliminadaRespondió el:03/02/2026Nuevo estado:Resuelta',
    ]);
    expect(details.join(' ')).not.toMatch(/batch|paymentReference|rowCount|true|false|deleted|resolved/);
  });

  it('names the reads of members’ data and the second factor’s events, in both languages', async () => {
    serveLog(reads);
    const { unmount } = renderWithApp(<AuditLogTab />);
    const actionsOfRows = async () => (await cellsOfRows()).map((cells) => cells[2]);
    expect(await actionsOfRows()).toEqual([
      'Users list viewed',
      'Client records viewed',
      'Dispute letter viewed',
      'Two-step verification set up',
      'Recovery code used',
    ]);
    expect((await detailsOfRows()).slice(0, 3)).toEqual([
      'Page:2Search:lopezRows:25',
      'Page:1Status:ActiveFrom:03/01/2026Rows:3',
      'Dispute:81111111Bureau:EquifaxLetter:Dispute letter',
    ]);
    unmount();

    await i18n.changeLanguage('es');
    renderWithApp(<AuditLogTab />);
    const spanish = await actionsOfRows();
    expect(spanish).toHaveLength(5);
    expect(spanish.join(' ')).not.toMatch(/_|viewed|used|set up/);
    expect((await detailsOfRows())[0]).toBe('Página:2Búsqueda:lopezFilas:25');
  });

  it('names each change to a testimonial, and which one, in both languages', async () => {
    serveLog(testimonialChanges);
    const { unmount } = renderWithApp(<AuditLogTab />);
    const rows = async () => (await cellsOfRows()).map((cells) => cells.slice(2, 5));
    expect(await rows()).toEqual([
      ['Testimonial recorded', '—', 'Testimonial:91111111First name:Rosa'],
      ['Testimonial published', '—', 'Testimonial:91111111First name:Rosa'],
      ['Testimonial taken off the page', '—', 'Testimonial:91111111First name:Rosa'],
      ['Testimonial consent withdrawn', '—', 'Testimonial:91111111First name:Rosa'],
    ]);
    unmount();

    await i18n.changeLanguage('es');
    renderWithApp(<AuditLogTab />);
    expect((await rows()).map(([action]) => action)).toEqual([
      'Testimonio registrado',
      'Testimonio publicado',
      'Testimonio quitado de la página',
      'Consentimiento del testimonio retirado',
    ]);
    expect((await detailsOfRows())[0]).toBe('Testimonio:91111111Nombre de pila:Rosa');
  });

  it('filters by action and dates', async () => {
    const fetch = serveLog();
    renderWithApp(<AuditLogTab />);
    await screen.findByRole('table');
    expect(requestedUrls(fetch, '/api/admin/audit-log')[0]?.search).toBe('?page=1');
    const action = screen.getByLabelText('Action');
    // Every action, after "All actions".
    expect(within(action).getAllByRole('option')).toHaveLength(AUDIT_ACTIONS.length + 1);
    await userEvent.selectOptions(action, 'Admin rights removed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/audit-log').at(-1)?.search).toBe(
        '?action=admin_revoked&dateFrom=2026-03-01&page=1',
      ),
    );
  });
});
