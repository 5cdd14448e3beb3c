/**
 * Every address the client's router draws a page for (src/client/app/router.tsx), `:name` standing for one path
 * segment. The server answers any other address 404, with the client's own not-found page (client-app.ts);
 * src/client/app/page-paths.test.ts fails when this list and the router's differ.
 */
export const PAGE_PATHS = [
  '/',
  '/landing',
  '/login',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/sign-in-link',
  '/onboarding',
  '/demo-payment',
  '/subscribe',
  '/dashboard',
  '/credit-report',
  '/credit-report/my-items',
  '/credit-report/my-items/new',
  '/credit-report/my-items/:itemId',
  '/dispute-center',
  '/disputes',
  '/progress',
  '/upload',
  '/account',
  '/admin-dashboard',
  '/admin',
  '/education',
  '/legal/:documentId',
  '/account-deleted',
] as const;
