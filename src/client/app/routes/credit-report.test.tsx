import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCreditReport, aNegativeItem, expectTheWaysToBringData } from '#client/test-support/credit.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { aSite } from '#client/test-support/site.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { CreditReportPage } from './credit-report.tsx';

function renderPage(report: CreditReportResponse | null) {
  serveApi({
    'GET /api/credit-report': () => jsonResponse(200, report),
    'GET /api/site': () => jsonResponse(200, aSite()),
  });
  renderWithApp(<CreditReportPage />, { path: '/credit-report' });
}

describe('CreditReportPage', () => {
  it('gives a member without a report the ways to bring one', async () => {
    renderPage(null);
    await expectTheWaysToBringData();
  });

  it('shows a hand-entered report as the member’s own, with the way to add or change items', async () => {
    renderPage({
      ...aCreditReport([aNegativeItem({ enteredByHand: true })]),
      dataSource: 'manual',
      format: 'manual',
      isRealBureauData: false,
    });
    expect(await screen.findByText(/Items you entered from your reports/)).toBeInTheDocument();
    expect(screen.getByText('Entered by you')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add or update your data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload');
  });
});
