import type { SiteInfo } from '#shared/schemas/legal.ts';

/**
 * GET /api/site of a demo installation, its business address and support email still at their placeholders:
 * what the server answers (features/legal/site-routes.test.ts) and what client tests are served.
 */
export const demoSiteInfo: SiteInfo = {
  businessName: 'CreditPath',
  businessAddress: null,
  supportEmail: null,
  placeholders: ['BUSINESS_ADDRESS', 'SUPPORT_EMAIL'],
  paymentProcessor: 'manual',
  creditProvider: 'demo',
  // The demo makes a labelled sample; it asks no bureau for anything.
  pullsFromBureau: false,
  reportWays: ['manual', 'file', 'sample'],
};
