import type { Page } from '@playwright/test';
import sharp from 'sharp';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { expect, newestLinkTo, test, uniqueEmail } from './fixtures.ts';

/** A real photo the server decodes, cleans and thumbnails. */
const photo = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a7bd5' } })
    [format]()
    .toBuffer();

type Copy = typeof en;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

async function nextStep(page: Page, copy: Copy) {
  await page.getByRole('button', { name: copy.onboarding.page.next, exact: true }).click();
}

// The phone run is the journey: Spanish at 390×844; the desktop run walks it in English.
test('a visitor goes through the six steps, reloads on the way, confirms the email and lands on their dashboard', async ({
  page,
  context,
  capture,
}, testInfo) => {
  const language = testInfo.project.name === 'phone' ? 'es' : 'en';
  const copy: Copy = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);

  await page.goto('/onboarding?plan=monthly');
  const stepHeading = (text: string) => page.getByRole('heading', { name: text, exact: true });

  // 1. Personal information: a wrong ZIP is refused in the member's language, and nothing typed is lost.
  await expect(stepHeading(copy.onboarding.profile.title)).toBeVisible();
  await page.getByLabel(copy.profile.firstName, { exact: true }).fill('María');
  await page.getByLabel(copy.profile.lastName, { exact: true }).fill('López');
  const email = uniqueEmail('maria.onboarding');
  await page.getByLabel(copy.onboarding.profile.email, { exact: true }).fill(email);
  await page.getByLabel(copy.profile.dateOfBirth, { exact: true }).fill('1988-04-12');
  await page.getByLabel(copy.profile.phone, { exact: true }).pressSequentially('5551234567');
  await expect(page.getByLabel(copy.profile.phone, { exact: true })).toHaveValue('(555) 123-4567');
  await page.getByLabel(copy.profile.ssn, { exact: true }).pressSequentially('123456789');
  await expect(page.getByLabel(copy.profile.ssn, { exact: true })).not.toHaveValue('123456789');
  await page.getByLabel(copy.profile.street, { exact: true }).fill('100 Main Street');
  await page.getByLabel(copy.profile.city, { exact: true }).fill('Austin');
  await page.getByLabel(copy.profile.state, { exact: true }).selectOption('TX');
  await page.getByLabel(copy.profile.zipCode, { exact: true }).fill('787');
  await nextStep(page, copy);
  await expect(page.getByText(copy.onboarding.errors.zipInvalid)).toBeVisible();
  await expect(page.getByLabel(copy.profile.city, { exact: true })).toHaveValue('Austin');
  await capture('6x-1-profile');
  await page.getByLabel(copy.profile.zipCode, { exact: true }).fill('78701');
  await nextStep(page, copy);

  // 2. ID photos, uploaded for real, each with its preview.
  await expect(stepHeading(copy.onboarding.id.title)).toBeVisible();
  const inputs = page.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') });
  await expect(page.getByRole('img', { name: copy.onboarding.id.sides.front.preview })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .last()
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await photo('png') });
  await expect(page.getByRole('img', { name: copy.onboarding.id.sides.back.preview })).toBeVisible();
  await capture('6x-2-id-upload');

  // A reload (or a closed tab) resumes where the visitor was.
  await page.reload();
  await expect(stepHeading(copy.onboarding.id.title)).toBeVisible();
  await expect(page.getByRole('img', { name: copy.onboarding.id.sides.back.preview })).toBeVisible();
  await nextStep(page, copy);

  // 3. Credit check: the start button waits for the three consents.
  await expect(stepHeading(copy.onboarding.credit.title)).toBeVisible();
  const start = page.getByRole('button', { name: copy.onboarding.credit.start, exact: true });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox', { name: copy.onboarding.credit.fcraConsent }).check();
  await page.getByRole('checkbox', { name: /^(I am asking for my own|Pido mi propio)/ }).check();
  await page.getByRole('checkbox', { name: copy.onboarding.credit.piiConsent }).check();
  await start.click();
  await expect(page.getByText(copy.onboarding.credit.successTitle)).toBeVisible();
  await capture('6x-3-credit-check');
  await nextStep(page, copy);

  // 4. Disputes to file, within the plan's limit; the plans appear once one item is chosen.
  await expect(stepHeading(copy.onboarding.select.title)).toBeVisible();
  await expect(page.getByText(copy.onboarding.select.plansTitle)).toHaveCount(0);
  await page
    .getByRole('checkbox', { name: new RegExp(`^${fill(copy.onboarding.select.selectItem, { name: '' })}`) })
    .first()
    .check();
  await expect(page.getByText(copy.onboarding.select.plansTitle)).toBeVisible();
  await expect(page.getByText(fill(copy.onboarding.select.potential, { points: 15 }))).toBeVisible();
  await capture('6x-4-select-disputes');
  await nextStep(page, copy);

  // 5. Payment: the CROA agreement first, then the payment page in a new tab, then the confirmation.
  await expect(stepHeading(copy.onboarding.payment.title)).toBeVisible();
  await page.getByRole('button', { name: copy.onboarding.payment.readAgreement }).click();
  await page.getByRole('checkbox', { name: /Professional|Profesional/ }).check();
  await page.getByRole('button', { name: copy.agreement.accept }).click();
  await expect(page.getByText(copy.onboarding.payment.agreementAccepted.split('{{')[0] ?? '')).toBeVisible();
  const [paymentTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /^(Pay|Pagar) / }).click(),
  ]);
  await paymentTab.close();
  await capture('6x-5-payment');
  await page.getByRole('button', { name: copy.onboarding.payment.confirm }).click();
  await expect(page.getByText(copy.onboarding.payment.successTitle)).toBeVisible();

  // 6. The account: after the bureau animation, a username and password; then the emailed link, which asks for the
  //    password in this browser (nobody is signed in yet), and the dashboard.
  await expect(page.getByLabel(copy.onboarding.account.username, { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(copy.onboarding.account.username, { exact: true }).fill(`maria${Date.now() % 1_000_000}`);
  await page.getByLabel(copy.onboarding.account.password, { exact: true }).fill('journey-password-1');
  await page.getByLabel(copy.onboarding.account.confirmPassword, { exact: true }).fill('journey-password-1');
  await capture('6x-6-account');
  await page.getByRole('button', { name: copy.onboarding.account.create }).click();
  await expect(page.getByText(copy.onboarding.account.sentTitle)).toBeVisible();
  await expect(page.getByText(fill(copy.onboarding.account.sentText, { email }))).toBeVisible();
  await capture('6x-7-check-email');
  await page.goto((await newestLinkTo(email, '/verify-email')).href);
  await expect(page.getByRole('heading', { name: copy.auth.verify.choose.title })).toBeVisible();
  await page.getByLabel(copy.auth.password, { exact: true }).fill('journey-password-1');
  await page.getByLabel(copy.auth.confirmPassword, { exact: true }).fill('journey-password-1');
  await page.getByRole('button', { name: copy.auth.verify.choose.submit }).click();
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  // The report, the profile's name and the chosen item (queued for the bureaus) came with the account.
  await expect(page.getByRole('heading', { level: 1, name: /María López/ })).toBeVisible();
  await expect(page.getByText(copy.credit.item.disputed, { exact: true })).toHaveCount(1);
  await capture('6x-8-dashboard');
});
