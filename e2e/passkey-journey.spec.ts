import type { Locator, Page } from '@playwright/test';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { expect, fill, memberPassword, newestLinkTo, test, uniqueEmail } from './fixtures.ts';

type Copy = typeof en;

/** The page in a language of our choice, as a member who picked it before would see it (read at every load). */
async function showIn(page: Page, language: 'en' | 'es') {
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.reload();
}

test('a member adds a passkey on the account page, signs out, and signs in with it without a password', async ({
  page,
  capture,
}, testInfo) => {
  // The phone run reads Spanish, the desktop run English; each also pictures the other language.
  const language = testInfo.project.name === 'phone' ? 'es' : 'en';
  const text: Copy = language === 'es' ? es : en;
  const otherLanguage = language === 'es' ? 'en' : 'es';
  const picture = (locator: Locator, name: string) =>
    locator.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}.png` });
  await page.addInitScript((lng) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', lng);
  }, language);

  // Chromium's virtual authenticator stands in for the phone's: it keeps discoverable passkeys and
  // verifies the member (as a fingerprint would) without a prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // A member who signed up and confirmed their email (choosing the password there) in this browser.
  const email = uniqueEmail('clara.llave');
  const registered = await page.request.post('/api/auth/password/register', {
    data: { email, password: memberPassword, firstName: 'Clara', lastName: 'Llave', language },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const token = (await newestLinkTo(email, '/verify-email')).searchParams.get('token');
  const verified = await page.request.post('/api/auth/email/verify', { data: { token, password: memberPassword } });
  expect(verified.status(), await verified.text()).toBe(200);
  await page.goto('/account');
  const card = page.locator('section[aria-labelledby="passkeys"]');
  await expect(card.getByRole('heading', { name: text.auth.passkeys.title })).toBeVisible();
  await expect(card.getByText(text.auth.passkeys.description)).toBeVisible();
  await expect(card.getByText(text.auth.passkeys.empty, { exact: true })).toBeVisible();
  await picture(card, `passkeys-1-empty-${language}`);

  // Adding one: a name and the password, then the device makes it.
  await card.getByRole('button', { name: text.auth.passkeys.add }).click();
  const form = card.getByRole('form', { name: text.auth.passkeys.add });
  const name = language === 'es' ? 'Mi teléfono' : 'My phone';
  await form.getByLabel(text.auth.passkeys.name, { exact: true }).fill(name);
  await form.getByLabel(text.auth.passkeys.currentPassword, { exact: true }).fill(memberPassword);
  await picture(card, `passkeys-2-add-form-${language}`);
  await form.getByRole('button', { name: text.auth.passkeys.continue }).click();
  await expect(page.getByText(text.auth.passkeys.added, { exact: true })).toBeVisible();
  const rows = card.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText(text.auth.passkeys.neverUsed);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await picture(card, `passkeys-3-added-${language}`);
  await capture(`passkeys-3-account-${language}`);

  // Signing out through the account menu.
  await page.getByRole('button', { name: text.topBar.userMenu }).click();
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout'),
    page.getByRole('menuitem', { name: text.topBar.logout }).click(),
  ]);
  // Signing out loads the home page; going to /login before it has would be interrupted by it.
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // Signing in: no email, no password; the device offers the passkey it keeps for this site.
  await page.goto('/login');
  const passkeyButton = page.getByRole('button', { name: text.auth.passkeys.signIn });
  await expect(passkeyButton).toBeVisible();
  await expect(page.getByText(text.auth.passkeys.signInHint)).toBeVisible();
  await capture(`passkeys-4-sign-in-page-${language}`);
  await passkeyButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ email: email.toLowerCase(), emailVerified: true });

  // Back on the account page: the passkey says when it was used; the member renames it.
  await page.goto('/account');
  await expect(rows.first()).not.toContainText(text.auth.passkeys.neverUsed);
  await expect(rows.first()).toContainText(text.auth.passkeys.lastUsed);
  await card.getByRole('button', { name: fill(text.auth.passkeys.renameNamed, { name }) }).click();
  const newName = language === 'es' ? 'Teléfono del trabajo' : 'Work phone';
  await card.getByLabel(text.auth.passkeys.newName, { exact: true }).fill(newName);
  await picture(card, `passkeys-5-rename-${language}`);
  await card.getByRole('button', { name: text.auth.passkeys.save }).click();
  await expect(page.getByText(text.auth.passkeys.renamed, { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText(newName);

  // The same card and sign-in page in the other language.
  await showIn(page, otherLanguage);
  const other: Copy = otherLanguage === 'es' ? es : en;
  await expect(card.getByRole('heading', { name: other.auth.passkeys.title })).toBeVisible();
  await expect(rows.first()).toContainText(newName);
  await picture(card, `passkeys-6-card-${otherLanguage}`);
  await card.getByRole('button', { name: other.auth.passkeys.add }).click();
  await picture(card, `passkeys-7-add-form-${otherLanguage}`);
  await showIn(page, language);

  // Removing it, after saying yes: the password still signs in.
  await rows.first().getByRole('button', { name: text.auth.passkeys.remove }).click();
  await expect(card.getByText(fill(text.auth.passkeys.removeQuestion, { name: newName }))).toBeVisible();
  await picture(card, `passkeys-8-remove-${language}`);
  await card.getByRole('button', { name: text.auth.passkeys.removeConfirm }).click();
  await expect(page.getByText(fill(text.auth.passkeys.removed, { name: newName }), { exact: true })).toBeVisible();
  await expect(card.getByText(text.auth.passkeys.empty, { exact: true })).toBeVisible();

  // Signed out, the removed passkey no longer signs in; the sign-in page in the other language too.
  expect((await page.request.post('/api/logout')).status()).toBe(204);
  await page.goto('/login');
  await showIn(page, otherLanguage);
  await expect(page.getByRole('button', { name: other.auth.passkeys.signIn })).toBeVisible();
  await capture(`passkeys-9-sign-in-page-${otherLanguage}`);
  await page.getByRole('button', { name: other.auth.passkeys.signIn }).click();
  await expect(page.getByText(other.auth.passkeys.signInFailed, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
