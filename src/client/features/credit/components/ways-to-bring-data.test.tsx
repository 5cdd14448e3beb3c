import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, serveApi } from '../../../test-support/render.tsx';
import { siteInfoQueryOptions } from '../manual/api/get-credit-provider.ts';
import { WaysToBringData } from './ways-to-bring-data.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const site = (creditProvider: 'demo' | 'mismo') => ({
  businessName: 'CreditPath',
  businessAddress: '1 Main St',
  supportEmail: 'support@creditpath.example',
  placeholders: [],
  creditProvider,
  paymentProcessor: 'manual',
});

/** Renders the card and answers once the provider is known, so what it leaves out is really left out. */
async function renderWays(creditProvider: 'demo' | 'mismo', hasReport = false) {
  serveApi({ 'GET /api/site': () => jsonResponse(200, site(creditProvider)) });
  const { queryClient } = renderWithApp(<WaysToBringData hasReport={hasReport} />);
  await vi.waitFor(() => expect(queryClient.getQueryData(siteInfoQueryOptions.queryKey)).toBeDefined());
}

describe('WaysToBringData', () => {
  it('offers the demo check saying plainly it is sample data, hand entry and a vendor file', async () => {
    await renderWays('demo');
    expect(await screen.findByRole('heading', { name: 'Try the credit check (sample data)' })).toBeInTheDocument();
    expect(
      screen.getByText(/it shows SAMPLE data made up for practice, not your real credit report/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the sample check' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('link', { name: 'Enter my items' })).toHaveAttribute('href', '/credit-report/my-items');
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload');
  });

  it('sends the member to AnnualCreditReport.com in a new tab for their free weekly reports', async () => {
    await renderWays('demo');
    expect(await screen.findByText(/from each bureau .* every week at AnnualCreditReport\.com/)).toBeInTheDocument();
    const site = screen.getByRole('link', { name: /Get your free reports at AnnualCreditReport\.com/ });
    expect(site).toHaveAttribute('href', 'https://www.annualcreditreport.com');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(site).toHaveAccessibleName(/opens in a new tab/);
  });

  it('offers no check when the provider is MISMO, which has none: hand entry and the file remain', async () => {
    await renderWays('mismo');
    expect(screen.getByRole('link', { name: 'Enter my items' })).toBeInTheDocument();
    expect(screen.queryByText(/sample/i)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start the sample check' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upload a file' })).toBeInTheDocument();
  });

  it('is the "add or update" card for a member who has a report, whose Refresh button pulls the sample again', async () => {
    await renderWays('demo', true);
    expect(screen.getByRole('heading', { name: 'Add or update your data' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start the sample check' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter my items' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    await renderWays('demo');
    expect(
      await screen.findByRole('heading', { name: 'Pruebe la revisión de crédito (datos de muestra)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar mis partidas' })).toBeInTheDocument();
    expect(screen.getByText(/cada semana en AnnualCreditReport\.com/)).toBeInTheDocument();
  });
});
