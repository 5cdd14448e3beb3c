import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { e2eActivationKey, e2eAdminEmail } from '../playwright.config.ts';

/** A person no other journey uses: every run registers fresh accounts. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const test = base.extend<{ capture: (name: string) => Promise<void>; cspViolations: string[] }>({
  // Every journey fails if the page breaks our Content-Security-Policy anywhere along the way.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
  // Screenshots land in e2e/screenshots/<project>/ (git-ignored), one per step worth looking at.
  capture: async ({ page }, use, testInfo) => {
    await use(async (name: string) => {
      await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
    });
  },
});

/** Signs a fresh member up through the API; the page shares the session cookie. */
export async function signUpViaApi(page: Page, names: { firstName: string; lastName: string }) {
  const email = uniqueEmail(names.firstName.toLowerCase());
  const response = await page.request.post('/api/auth/password/register', {
    data: { email, password: 'journey-password-1', ...names },
  });
  expect(response.status()).toBe(201);
  return { email };
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'Email', password: 'Password', submit: 'Sign in' },
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/**
 * The journeys' admin verifies a member's payment, in a session of their own: registered on first use
 * (ADMIN_EMAILS makes them admin), signed in after that. Answers the wrong-key and right-key statuses.
 */
export async function activateAsAdmin(baseURL: string | undefined, userId: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const account = { email: e2eAdminEmail, password: 'journey-admin-password' };
    const registered = await admin.post('/api/auth/password/register', {
      data: { ...account, firstName: 'Ada', lastName: 'Admin' },
    });
    if (registered.status() === 409) await admin.post('/api/auth/password/login', { data: account });
    const wrongKey = await admin.post('/api/subscription/activate', { data: { userId, adminKey: 'nope' } });
    const activated = await admin.post('/api/subscription/activate', { data: { userId, adminKey: e2eActivationKey } });
    return { wrongKey: wrongKey.status(), activated: activated.status() };
  } finally {
    await admin.dispose();
  }
}

/**
 * Moves the test server's clock just past the member's right to cancel (CROA § 1679d(a)(2)). Three business
 * days are more than six calendar days around holidays, and the clock keeps what earlier runs moved, so the
 * step is read from the subscription rather than fixed. Answers the server's new time.
 */
export async function passRightToCancel(member: APIRequestContext): Promise<Date> {
  const subscription = await (await member.get('/api/subscription')).json();
  const endsAt = Date.parse(subscription.subscription.rightToCancelEndsAt);
  // The clock route answers the server's time only after moving it, by one day at the least.
  let now = Date.parse((await (await member.post('/api/test/clock', { data: { advanceDays: 1 } })).json()).now);
  const days = Math.ceil((endsAt - now) / 86_400_000);
  if (days > 0) {
    now = Date.parse((await (await member.post('/api/test/clock', { data: { advanceDays: days } })).json()).now);
  }
  return new Date(now);
}

export { expect };
