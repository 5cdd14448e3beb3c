import type { SiteInfo } from '#shared/schemas/legal.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import { demoSiteInfo } from '#shared/test-support/site.ts';

/** GET /api/site of the demo with its business address and support email set; override what a test is about. */
export const aSite = exampleOf<SiteInfo>(() => ({
  ...demoSiteInfo,
  businessAddress: '1 Main St',
  supportEmail: 'support@creditpath.example',
  placeholders: [],
}));
