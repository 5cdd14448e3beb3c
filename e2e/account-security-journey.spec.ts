import type { Browser, Page, TestInfo } from '@playwright/test';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { EMAIL_VERIFICATION_TTL_MS } from '../src/shared/constants/accounts.ts';
import { HOUR_MS } from '../src/shared/constants/time.ts';
import {
  expect,
  fill,
  linkIn,
  memberPassword,
  newestLinkTo,
  newestMailTo,
  signIn,
  test,
  uniqueEmail,
} from './fixtures.ts';

type Copy = typeof en;
const linkHours = EMAIL_VERIFICATION_TTL_MS / HOUR_MS;
const sentTo = (copy: Copy, email: string) =>
  fill(linkHours === 1 ? copy.auth.checkEmail.sentTo_one : copy.auth.checkEmail.sentTo_other, {
    email,
    count: linkHours,
  });
const signInLabels = (copy: Copy) => ({
  email: copy.auth.email,
  password: copy.auth.password,
  submit: copy.auth.signIn,
});

/** The sign-up tab, filled in and sent; the member is not signed in by it. */
async function signUpThroughForm(
  page: Page,
  copy: Copy,
  person: { firstName: string; lastName: string; email: string },
) {
  await page.getByLabel(copy.auth.firstName, { exact: true }).fill(person.firstName);
  await page.getByLabel(copy.auth.lastName, { exact: true }).fill(person.lastName);
  await page.getByLabel(copy.auth.email, { exact: true }).fill(person.email);
  await page.getByLabel(copy.auth.password, { exact: true }).fill(memberPassword);
  await page.getByLabel(copy.auth.confirmPassword, { exact: true }).fill(memberPassword);
  await page.getByRole('button', { name: copy.auth.createAccount, exact: true }).click();
}

/** Another browser (a context of its own, no cookie shared) with this project's viewport and address. */
async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  return { context, page: await context.newPage() };
}

test('a member signs up, opens the emailed link, and a password change signs their other browser out', async ({
  page,
  browser,
  capture,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail('sam.secure');
  const newPassword = 'journey-password-2';

  // Sign up: no session yet, only the screen that says where the link went.
  await page.goto('/login?tab=signup');
  await signUpThroughForm(page, en, { firstName: 'Sam', lastName: 'Secure', email });
  await expect(page.getByRole('heading', { name: en.auth.checkEmail.title })).toBeVisible();
  await expect(page.getByText(sentTo(en, email), { exact: true })).toBeVisible();
  await capture('sec-1-check-email');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The verification email, in English, with its link to this very site.
  const mail = await newestMailTo(email);
  expect(mail.language).toBe('en');
  const link = linkIn(mail, '/verify-email');
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  expect(link.searchParams.get('token')).toBeTruthy();

  // Opening it proves the address; this browser is not signed in, so it chooses the account's password (the same
  // one will do), and is signed in.
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: en.auth.verify.choose.title })).toBeVisible();
  await capture('sec-1b-choose-password');
  await page.getByLabel(en.auth.password, { exact: true }).fill(memberPassword);
  await page.getByLabel(en.auth.confirmPassword, { exact: true }).fill(memberPassword);
  await page.getByRole('button', { name: en.auth.verify.choose.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(en.auth.verify.successTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(fill(en.auth.unverified.text, { email }))).toHaveCount(0);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({ email, emailVerified: true, isAdmin: false });
  await capture('sec-2-verified-dashboard');

  const other = await otherBrowser(browser, testInfo);
  try {
    // The "other browser": signed in with the same password.
    await other.page.goto('/login');
    await signIn(other.page, email, memberPassword, signInLabels(en));
    await expect(other.page).toHaveURL(/\/dashboard$/);
    expect((await other.page.request.get('/api/auth/user')).status()).toBe(200);

    // In the first browser: the account page lists both browsers, this one marked.
    await page.goto('/account');
    const devices = page.locator('section[aria-labelledby="signed-in-devices"]');
    await expect(devices.getByRole('heading', { name: en.auth.devices.title })).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText(en.auth.devices.thisDevice, { exact: true })).toHaveCount(1);
    const passwordSection = page.locator('section[aria-labelledby="change-password"]');
    await capture('sec-3-account-security');

    // A wrong current password is refused on its field, and changes nothing.
    await passwordSection.getByLabel(en.auth.changePassword.current, { exact: true }).fill('not-my-password-1');
    await passwordSection.getByLabel(en.auth.changePassword.new, { exact: true }).fill(newPassword);
    await passwordSection.getByLabel(en.auth.changePassword.confirm, { exact: true }).fill(newPassword);
    await passwordSection.getByRole('button', { name: en.auth.changePassword.submit }).click();
    await expect(passwordSection.getByText(en.errors.WRONG_CURRENT_PASSWORD, { exact: true })).toBeVisible();
    expect((await other.page.request.get('/api/auth/user')).status()).toBe(200);

    // The right one: this browser stays signed in, every other one is signed out.
    await passwordSection.getByLabel(en.auth.changePassword.current, { exact: true }).fill(memberPassword);
    await passwordSection.getByRole('button', { name: en.auth.changePassword.submit }).click();
    await expect(page.getByText(en.auth.changePassword.successTitle, { exact: true })).toBeVisible();
    await expect(passwordSection.getByLabel(en.auth.changePassword.current, { exact: true })).toHaveValue('');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    // The other browser's next call and next page load find no session.
    expect((await other.page.request.get('/api/auth/user')).status()).toBe(401);
    await other.page.reload();
    await expect(other.page.getByRole('heading', { level: 1, name: en.landing.hero.title })).toBeVisible();
    // A full-page picture from the top: scrolled, the sticky header would be drawn mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture('sec-4-account-after-change');

    // The old password no longer works there; the new one does.
    await other.page.goto('/login');
    await signIn(other.page, email, memberPassword, signInLabels(en));
    await expect(other.page.getByText(en.auth.loginInvalid, { exact: true })).toBeVisible();
    await signIn(other.page, email, newPassword, signInLabels(en));
    await expect(other.page).toHaveURL(/\/dashboard$/);
    expect((await other.page.request.get('/api/auth/user')).status()).toBe(200);
  } finally {
    await other.context.close();
  }
});

test('a visitor who signs up in Spanish is told so in Spanish and emailed in Spanish', async ({ page, capture }) => {
  const email = uniqueEmail('lola.segura');

  await page.goto('/login?tab=signup');
  await expect(page.getByText(en.auth.signUpTitle, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: en.language.switchToLabel }).click();
  await expect(page.getByText(es.auth.signUpTitle, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await signUpThroughForm(page, es, { firstName: 'Lola', lastName: 'Segura', email });
  await expect(page.getByRole('heading', { name: es.auth.checkEmail.title })).toBeVisible();
  await expect(page.getByText(sentTo(es, email), { exact: true })).toBeVisible();
  await capture('sec-5-check-email-es');

  const mail = await newestMailTo(email);
  expect(mail.language).toBe('es');
  expect(mail.subject).toMatch(/^Confirme su correo electrónico/);
  expect(mail.html).toContain('<html lang="es"');

  // Signing in before opening the link: the member may look around, and is told (in Spanish) what waits.
  await page.getByRole('button', { name: es.auth.checkEmail.signIn }).click();
  await signIn(page, email, memberPassword, signInLabels(es));
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByText(fill(es.auth.unverified.text, { email }), { exact: true });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: es.auth.resend.button })).toBeVisible();
  await capture('sec-6-unverified-banner-es');

  // Opened from a signed-out browser (a signed-in one races: see the next test), the link asks in Spanish for the
  // account's password, then signs in, verified.
  expect((await page.request.post('/api/logout')).status()).toBe(204);
  await page.goto(linkIn(mail, '/verify-email').href);
  await expect(page.getByRole('heading', { name: es.auth.verify.choose.title })).toBeVisible();
  await page.getByLabel(es.auth.password, { exact: true }).fill(memberPassword);
  await page.getByLabel(es.auth.confirmPassword, { exact: true }).fill(memberPassword);
  await capture('sec-6b-choose-password-es');
  await page.getByRole('button', { name: es.auth.verify.choose.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(es.auth.verify.successTitle, { exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a member who signed in before confirming opens the link and stays signed in', async ({ page }) => {
  // The verify page reads the user and spends the token at once, both under the old session cookie; verifying
  // ends that session, so a user read the server handles after it answers 401. A slow user read makes that race
  // certain: the client must drop the stale read rather than tell the member they were logged out.
  const email = uniqueEmail('rita.race');
  const registered = await page.request.post('/api/auth/password/register', {
    data: { email, password: memberPassword, firstName: 'Rita', lastName: 'Race' },
  });
  expect(registered.status()).toBe(202);
  await page.goto('/login');
  await signIn(page, email, memberPassword, signInLabels(en));
  await expect(page.getByText(fill(en.auth.unverified.text, { email }), { exact: true })).toBeVisible();

  // The first user read leaves with the session cookie the page had, and reaches the server late.
  const [oldSession] = (await page.context().cookies()).filter((cookie) => cookie.name === 'cp_session');
  let slowed = false;
  await page.route('**/api/auth/user', async (route) => {
    if (slowed) return route.continue();
    slowed = true;
    await new Promise((resolve) => setTimeout(resolve, 750));
    const headers = { ...(await route.request().allHeaders()), cookie: `cp_session=${oldSession?.value}` };
    return route.fulfill({ response: await route.fetch({ headers }) });
  });
  const wentToSignIn: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/login') wentToSignIn.push(request.url());
  });
  await page.goto((await newestLinkTo(email, '/verify-email')).href);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(en.auth.verify.successTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(en.auth.unverified.text.split('.')[0] ?? '')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(wentToSignIn).toEqual([]);
  await expect(page.getByText(en.auth.loggedOut, { exact: true })).toHaveCount(0);
});
