import { test as base, expect, type Page } from '@playwright/test';

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

export { expect };
