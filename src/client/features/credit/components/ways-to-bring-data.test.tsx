import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { WaysToBringData } from './ways-to-bring-data.tsx';

function renderWays(hasReport = false) {
  serveApi({});
  renderWithApp(<WaysToBringData hasReport={hasReport} />);
}

describe('WaysToBringData', () => {
  it('offers hand entry from the free reports and a file, and no check that pulls or goes through the sign-up', () => {
    renderWays();
    expect(screen.getByRole('link', { name: 'Enter my items' })).toHaveAttribute('href', '/credit-report/my-items');
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload');
    expect(screen.queryByRole('link', { name: /check/i })).toBeNull();
    expect(screen.queryByText(/sample/i)).toBeNull();
    expect(screen.queryByRole('link', { name: /onboarding/i })).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('/onboarding');
  });

  it('sends the member to AnnualCreditReport.com in a new tab for their free weekly reports', () => {
    renderWays();
    expect(screen.getByText(/from each bureau .* every week at AnnualCreditReport\.com/)).toBeInTheDocument();
    const site = screen.getByRole('link', { name: /Get your free reports at AnnualCreditReport\.com/ });
    expect(site).toHaveAttribute('href', 'https://www.annualcreditreport.com');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(site).toHaveAccessibleName(/opens in a new tab/);
  });

  it('does not suggest that people usually have a vendor file', () => {
    renderWays();
    expect(
      screen.getByText(/If a lender or credit-repair service gave you a credit report file \(XML\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Most people do not have one/)).toBeInTheDocument();
  });

  it('is the "add or update" card for a member who has a report', () => {
    renderWays(true);
    expect(screen.getByRole('heading', { name: 'Add or update your data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter my items' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWays();
    expect(screen.getByRole('link', { name: 'Ingresar mis partidas' })).toBeInTheDocument();
    expect(screen.getByText(/cada semana en AnnualCreditReport\.com/)).toBeInTheDocument();
    expect(screen.getByText(/La mayoría de las personas no tiene uno/)).toBeInTheDocument();
  });
});
