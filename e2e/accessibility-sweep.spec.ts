import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { dataDir, e2eAdminEmail } from '../playwright.config.ts';
import { expect, signInAsAdmin, test } from './fixtures.ts';

/**
 * Every page, as a visitor, the demo member and an admin see it, checked with axe (see accessibility.ts) at the
 * project's width, in English with the light theme or in Spanish with the dark one, page by page in turn; the other
 * width shows each page the other way. So each width meets both languages and both themes, and each page both, in
 * one visit per width: a second visit per page and width cost a minute of the suite's budget (issue 31).
 */
const looks = [
  { language: 'en', theme: 'light' },
  { language: 'es', theme: 'dark' },
] as const;
const firstLookAt: Record<string, number> = { desktop: 0, phone: 1 };

const publicPages = [
  '/',
  '/login',
  '/login?tab=signup',
  '/forgot-password',
  '/onboarding',
  '/education',
  '/education?article=how-disputes-work',
  '/legal/terms',
];
const memberPages = [
  '/dashboard',
  '/credit-report',
  '/credit-report/my-items',
  '/credit-report/my-items/new',
  '/dispute-center',
  '/disputes',
  '/progress',
  '/upload',
  '/account',
  '/subscribe',
];
const adminPages = ['/admin-dashboard?tab=overview', '/admin-dashboard?tab=audit-log'];

/** Opens `address` and waits until it has drawn what it asked for: a heading, and no request open for 200 ms. */
async function visit(page: Page, address: string) {
  const open = new Set<Request>();
  let quietSince = Date.now();
  const opened = (request: Request) => open.add(request);
  const closed = (request: Request) => {
    open.delete(request);
    quietSince = Date.now();
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    await page.goto(address);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect.poll(() => open.size === 0 && Date.now() - quietSince >= 200, { intervals: [50] }).toBe(true);
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}

async function sweep(page: Page, check: (other?: Page) => Promise<void>, pages: string[], project: string) {
  const first = firstLookAt[project];
  if (first === undefined) throw new Error(`no first look chosen for the project ${project}`);
  for (const [index, address] of pages.entries()) {
    const { language, theme } = looks[(first + index) % looks.length] ?? looks[0];
    // The language detector reads the i18next cookie first; with no stored choice, the theme follows the system's.
    await page.context().addCookies([{ name: 'i18next', value: language, url: new URL('/', page.url()).href }]);
    await page.emulateMedia({ colorScheme: theme });
    await visit(page, address);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await check();
  }
}

test('every public page passes axe in English and Spanish, light and dark', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  await page.goto('/');
  await sweep(page, checkAccessibility, publicPages, testInfo.project.name);
});

test('every page of the demo member passes axe in English and Spanish, light and dark', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const demoPasswords = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'));
  const email = 'demo.member@creditpath.example';
  const signedIn = await page.request.post('/api/auth/password/login', {
    data: { email, password: demoPasswords[email] },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/dashboard');
  await sweep(page, checkAccessibility, memberPages, testInfo.project.name);
});

test('the admin dashboard passes axe in English and Spanish, light and dark', async ({
  page,
  checkAccessibility,
}, testInfo) => {
  await signInAsAdmin(page.request, e2eAdminEmail);
  await page.goto('/admin-dashboard');
  await sweep(page, checkAccessibility, adminPages, testInfo.project.name);
});
