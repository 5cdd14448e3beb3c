import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCreditReport, aNegativeItem } from '#client/test-support/credit.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { SiteInfo } from '#shared/schemas/legal.ts';
import { CreditReportPage } from './credit-report.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(report: CreditReportResponse | null) {
  serveApi({
    'GET /api/credit-report': () => jsonResponse(200, report),
    'GET /api/site': () =>
      jsonResponse(200, {
        businessName: 'CreditPath',
        businessAddress: '',
        supportEmail: '',
        placeholders: [],
        creditProvider: 'demo',
        paymentProcessor: 'manual',
        pullsFromBureau: false,
        reportWays: ['manual', 'file', 'sample'],
      } satisfies SiteInfo),
  });
  renderWithApp(<CreditReportPage />, { path: '/credit-report' });
}

describe('CreditReportPage', () => {
  it('gives a member without a report the ways to bring one', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Bring your credit information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter my items' })).toHaveAttribute('href', '/credit-report/my-items');
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload');
    // A signed-in member is not sent through the visitor's sign-up for the sample.
    expect(screen.queryByRole('link', { name: 'Start the sample check' })).toBeNull();
    expect(document.querySelector('a[href="/onboarding"]')).toBeNull();
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
