import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '#client/test-support/render.tsx';
import type { SiteInfo } from '#shared/schemas/legal.ts';
import { SetupBanner } from './setup-banner.tsx';

const site = (placeholders: SiteInfo['placeholders']): SiteInfo => ({
  businessName: 'CreditPath',
  businessAddress: placeholders.includes('BUSINESS_ADDRESS') ? null : '1 Elm St, Austin, TX 78701',
  supportEmail: placeholders.includes('SUPPORT_EMAIL') ? null : 'help@path.example',
  placeholders,
  paymentProcessor: 'manual',
  creditProvider: 'demo',
  pullsFromBureau: false,
  reportWays: ['manual', 'file', 'sample'],
});

describe('SetupBanner', () => {
  it('names the settings still at their demo value', async () => {
    serveApi({ 'GET /api/site': () => jsonResponse(200, site(['BUSINESS_ADDRESS', 'SUPPORT_EMAIL'])) });
    render(<SetupBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Demo installation: BUSINESS_ADDRESS, SUPPORT_EMAIL still hold example values.',
    );
  });

  it('says nothing once every setting is real', async () => {
    const fetch = serveApi({ 'GET /api/site': () => jsonResponse(200, site([])) });
    render(<SetupBanner />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
