import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { serveAdmin, someAnalytics } from '#client/test-support/admin.ts';
import { renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';

// The charts load on demand; the first import of recharts can outlast a findBy's second on a cold, busy machine.
beforeAll(async () => {
  await import('./analytics-charts.tsx');
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AnalyticsTab', () => {
  it('draws the four charts, each with its title and its figures for screen readers', async () => {
    const fetch = serveAdmin({ '/api/admin/analytics': someAnalytics() });
    const { container } = renderWithApp(<AnalyticsTab />);
    expect(await screen.findByRole('heading', { name: 'Sign-ups per week' })).toBeInTheDocument();
    expect(requestedUrls(fetch, '/api/admin/analytics')[0]?.search).toBe('?weeks=12');
    for (const title of ['Disputes by status over time', 'Revenue by plan', 'Success rate trend']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    await waitFor(() => expect(container.querySelectorAll('svg.recharts-surface').length).toBeGreaterThanOrEqual(4));

    expect(rowsOf(screen.getByRole('table', { name: 'Sign-ups per week' }))).toEqual([
      ['Week of', 'Sign-ups'],
      ['02/23/2026', '3'],
      ['03/02/2026', '5'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Disputes by status over time' }))).toEqual([
      ['Week of', 'Letters ready', 'Under Review', 'Resolved', 'Rejected'],
      ['02/23/2026', '2', '0', '1', '0'],
      ['03/02/2026', '0', '4', '0', '1'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Revenue by plan' }))).toEqual([
      ['Plan', 'Revenue'],
      ['Basic', '$0.00'],
      ['Professional', '$240.00'],
      ['Premium', '$598.00'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Success rate trend' }))).toEqual([
      ['Week of', 'Success rate', 'Disputes finished'],
      ['02/23/2026', '—', '0'],
      ['03/02/2026', '66.7%', '3'],
    ]);
  });

  it('says when a chart has nothing to show', async () => {
    serveAdmin({
      '/api/admin/analytics': someAnalytics({
        signupsPerWeek: [{ weekStart: '2026-03-02', count: 0 }],
        disputesByStatus: [],
        revenueByPlan: [],
        successRateTrend: [{ weekStart: '2026-03-02', rate: null, ended: 0 }],
      }),
    });
    renderWithApp(<AnalyticsTab />);
    expect(await screen.findByText('Nobody signed up in this period.')).toBeInTheDocument();
    expect(screen.getByText('No disputes were created in this period.')).toBeInTheDocument();
    expect(screen.getByText('No verified payments in this period.')).toBeInTheDocument();
    expect(screen.getByText('No dispute was finished in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for another period', async () => {
    const fetch = serveAdmin({ '/api/admin/analytics': someAnalytics() });
    renderWithApp(<AnalyticsTab />);
    await screen.findByRole('heading', { name: 'Revenue by plan' });
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 52 weeks');
    await waitFor(() => expect(requestedUrls(fetch, '/api/admin/analytics').at(-1)?.search).toBe('?weeks=52'));
  });

  it('speaks Spanish, legend and all', async () => {
    await i18n.changeLanguage('es');
    serveAdmin({ '/api/admin/analytics': someAnalytics() });
    const { container } = renderWithApp(<AnalyticsTab />);
    expect(await screen.findByRole('heading', { name: 'Ingresos por plan' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Disputas por estado a lo largo del tiempo' })).toHaveTextContent(
      'En revisión',
    );
    await waitFor(() => expect(container.querySelector('.recharts-legend-wrapper')).not.toBeNull());
    expect(container.querySelector('.recharts-legend-wrapper')).toHaveTextContent('Resuelta');
  });
});
