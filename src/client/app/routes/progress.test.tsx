import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { expectTheWaysToBringData, noDashboardStats } from '#client/test-support/credit.ts';
import { jsonResponse, renderWithApp, requestedUrls, serveApiByPath } from '#client/test-support/render.tsx';
import { aSite } from '#client/test-support/site.ts';
import type { ReportChangesResponse, ReportHistoryResponse } from '#shared/schemas/campaign.ts';
import { ProgressPage } from './progress.tsx';

// The chart loads on demand; the first import of recharts can outlast a findBy's wait on a busy machine.
beforeAll(async () => {
  await import('#client/features/credit/components/score-history-chart.tsx');
});

const january = {
  id: 'a1111111-1111-4111-8111-111111111111',
  pulledAt: '2026-01-05T12:00:00.000Z',
  reportDate: '2026-01-04',
  source: 'mismo',
  scores: { experian: 610, equifax: 598, transunion: null },
};
const march = {
  id: 'a2222222-2222-4222-8222-222222222222',
  pulledAt: '2026-03-02T12:00:00.000Z',
  reportDate: null,
  source: 'manual',
  scores: { experian: 634, equifax: null, transunion: null },
};
const may = {
  id: 'a3333333-3333-4333-8333-333333333333',
  pulledAt: '2026-05-11T12:00:00.000Z',
  reportDate: '2026-05-10',
  source: 'mismo',
  scores: { experian: 662, equifax: 641, transunion: null },
};

const disputeId = '11111111-1111-4111-8111-111111111111';

/** Between January and May: one collection deleted after a dispute, one new late payment, a balance and a status. */
const someChanges = (overrides: Partial<ReportChangesResponse> = {}): ReportChangesResponse => ({
  from: { id: january.id, pulledAt: january.pulledAt },
  to: { id: may.id, pulledAt: may.pulledAt },
  comparable: true,
  removed: [
    {
      tradelineKey: 'midwest-1234',
      creditorName: 'Midwest Recovery Group',
      accountNumberLast4: '1234',
      itemType: 'collection',
      disputeId,
    },
    {
      tradelineKey: 'acme-9',
      creditorName: 'Acme Collections',
      accountNumberLast4: null,
      itemType: 'collection',
      disputeId: null,
    },
  ],
  added: [
    { tradelineKey: 'bank-5678', creditorName: 'First Bank', accountNumberLast4: '5678', itemType: 'late_payment' },
  ],
  balances: [
    {
      tradelineKey: 'card-4321',
      creditorName: 'Blue Card',
      accountNumberLast4: '4321',
      itemType: null,
      beforeCents: 120_000,
      afterCents: 45_050,
    },
  ],
  statuses: [
    {
      tradelineKey: 'card-4321',
      creditorName: 'Blue Card',
      accountNumberLast4: '4321',
      itemType: null,
      before: 'open',
      after: 'closed',
    },
  ],
  ...overrides,
});

function renderProgress(reports: ReportHistoryResponse['reports'], changes: ReportChangesResponse = someChanges()) {
  const fetch = serveApiByPath({
    'GET /api/credit/reports/history': () => jsonResponse(200, { reports }),
    'GET /api/credit/reports/changes': () => jsonResponse(200, changes),
    'GET /api/dashboard/stats': () => jsonResponse(200, { ...noDashboardStats, itemsRemoved: 3 }),
    'GET /api/site': () => jsonResponse(200, aSite()),
  });
  const rendered = renderWithApp(<ProgressPage />, { path: '/progress' });
  return { fetch, ...rendered };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ProgressPage', () => {
  it('draws a line per bureau that scored, and lists each report’s date and scores for screen readers', async () => {
    // The January report brought last: it is listed (and drawn) on its own date, first.
    const { container } = renderProgress([march, may, { ...january, pulledAt: '2026-06-01T12:00:00.000Z' }]);
    expect(await screen.findByRole('heading', { name: 'Your scores over time', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-line')).toHaveLength(2));
    expect(screen.queryByText(/A chart needs two reports/)).toBeNull();
    // Hidden behind the chart, the table is no tab stop.
    expect(screen.queryByRole('region', { name: 'Your scores, report by report' })).toBeNull();
    expect(rowsOf(screen.getByRole('table', { name: 'Your scores, report by report' }))).toEqual([
      ['Date', 'From', 'Experian', 'Equifax', 'TransUnion'],
      ['01/04/2026', 'Report file', '610', '598', '—'],
      ['03/02/2026', 'Entered by you', '634', '—', '—'],
      ['05/10/2026', 'Report file', '662', '641', '—'],
    ]);
  });

  it('shows the dashboard’s own count of items removed', async () => {
    renderProgress([january, may]);
    const tile = (await screen.findByText('Items removed')).parentElement as HTMLElement;
    expect(tile).toHaveTextContent('3');
    expect(tile).toHaveTextContent('Gone from every bureau that listed them');
  });

  it('says a chart needs two reports when there is one, and shows its scores', async () => {
    const { container } = renderProgress(
      [january],
      someChanges({ from: null, comparable: false, removed: [], added: [], balances: [], statuses: [] }),
    );
    expect(
      await screen.findByText('A chart needs two reports. Bring a newer report to see how your scores move.'),
    ).toBeInTheDocument();
    expect(container.querySelector('.recharts-surface')).toBeNull();
    // Shown to everyone, the table scrolls in a named box the keyboard reaches (axe scrollable-region-focusable).
    const box = screen.getByRole('region', { name: 'Your scores, report by report' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table', { name: 'Your scores, report by report' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Your scores, report by report' }))[1]).toEqual([
      '01/04/2026',
      'Report file',
      '610',
      '598',
      '—',
    ]);
    expect(
      await screen.findByText(/There is no earlier report of the same file to compare with yet/),
    ).toBeInTheDocument();
  });

  it('gives a member with no report the ways to bring one', async () => {
    renderProgress([]);
    await expectTheWaysToBringData();
    expect(screen.getByRole('heading', { name: 'What "monitoring" means here' })).toBeInTheDocument();
  });

  it('lists what changed between the latest report and the one before it', async () => {
    const { fetch } = renderProgress([january, march, may]);
    const removed = await screen.findByRole('region', { name: 'Gone from the later report (2)' });
    expect(requestedUrls(fetch, '/api/credit/reports/changes')[0]?.search).toBe('');
    expect(within(removed).getByText('Midwest Recovery Group ••••1234')).toBeInTheDocument();
    expect(within(removed).getAllByRole('link', { name: 'Removed after your dispute' })).toHaveLength(1);
    expect(within(removed).getByRole('link', { name: 'Removed after your dispute' })).toHaveAttribute(
      'href',
      '/disputes',
    );
    const added = screen.getByRole('region', { name: 'New negative items (1)' });
    expect(within(added).getByText('First Bank ••••5678')).toBeInTheDocument();
    expect(within(added).getByText('Late payment')).toBeInTheDocument();
    expect(within(added).getByRole('link', { name: /Dispute it, or review its draft/ })).toHaveAttribute(
      'href',
      '/disputes',
    );
    expect(
      within(screen.getByRole('region', { name: 'Balances that moved (1)' })).getByText('From $1,200.00 to $450.50'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Statuses that moved (1)' })).getByText('From Open to Closed'),
    ).toBeInTheDocument();
    // The server's pair is what the menus show.
    expect(screen.getByLabelText('Earlier report')).toHaveValue(january.id);
    expect(screen.getByLabelText('Later report')).toHaveValue(may.id);
    expect(
      within(screen.getByLabelText('Later report'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a report',
      '#3 · 05/10/2026 · Report file',
      '#2 · 03/02/2026 · Entered by you',
      '#1 · 01/04/2026 · Report file',
    ]);
  });

  it('asks for the two reports the member picks', async () => {
    const { fetch } = renderProgress([january, march, may]);
    await screen.findByRole('region', { name: 'New negative items (1)' });
    await userEvent.selectOptions(screen.getByLabelText('Earlier report'), '#2 · 03/02/2026 · Entered by you');
    await waitFor(() =>
      expect(
        Object.fromEntries(requestedUrls(fetch, '/api/credit/reports/changes').at(-1)?.searchParams ?? []),
      ).toEqual({
        from: march.id,
        to: may.id,
      }),
    );
  });

  it('does not compare reports of different files', async () => {
    renderProgress(
      [january, may],
      someChanges({ comparable: false, removed: [], added: [], balances: [], statuses: [] }),
    );
    expect(
      await screen.findByText(/These two reports are of different files, so they are not compared/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /New negative items/ })).toBeNull();
  });

  it('says it all in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderProgress([january, march, may]);
    expect(await screen.findByRole('heading', { name: 'Sus puntajes a lo largo del tiempo' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cuentas negativas nuevas (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eliminada después de su disputa' })).toBeInTheDocument();
    expect(screen.getByText('De $1,200.00 a $450.50')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sus puntajes, reporte por reporte' })).toHaveTextContent('01/04/2026');
    expect(screen.getByRole('heading', { name: 'Qué significa aquí "monitoreo"' })).toBeInTheDocument();
  });
});
