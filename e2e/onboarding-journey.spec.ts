import type { Page } from '@playwright/test';
import sharp from 'sharp';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { before, expect, fill, newestLinkTo, test, uniqueEmail } from './fixtures.ts';

/** A real photo the server decodes, cleans and thumbnails. */
const photo = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a7bd5' } })
    [format]()
    .toBuffer();

type Copy = typeof en;

async function nextStep(page: Page, copy: Copy) {
  await page.getByRole('button', { name: copy.onboarding.page.next, exact: true }).click();
}

// The phone run is the journey: Spanish at 390×844; the desktop run walks it in English.
test('a visitor goes through the six steps, reloads on the way, makes the account, confirms the email, signs, starts the plan and lands on their dashboard', async ({
  page,
  context,
  capture,
  checkAccessibility,
}, testInfo) => {
  const language = testInfo.project.name === 'phone' ? 'es' : 'en';
  const copy: Copy = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);

  await page.goto('/onboarding?plan=monthly');
  const stepHeading = (text: string) => page.getByRole('heading', { name: text, exact: true });
  const progress = (step: number, name: string) => fill(copy.onboarding.page.progress, { step, total: 6, name });

  // 1. Your details: a wrong ZIP is refused in the member's language, and nothing typed is lost.
  await expect(stepHeading(copy.onboarding.profile.title)).toBeVisible();
  await expect(page.getByText(progress(1, copy.onboarding.steps.personalInfo))).toBeVisible();
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
  await expect(page.getByText(progress(2, copy.onboarding.steps.idUpload))).toBeVisible();
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

  // 3. Bring your reports: no consent to a pull and no check (nothing asks a bureau); this demonstration offers
  //    the labelled SAMPLE beside the free reports typed by hand and a vendor's file.
  await expect(stepHeading(copy.onboarding.reports.title)).toBeVisible();
  await expect(page.getByText(progress(3, copy.onboarding.steps.bringReports))).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.onboarding.reports.manual.title })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.onboarding.reports.manual.addFirst })).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.onboarding.reports.file.title })).toBeVisible();
  await expect(page.getByText(copy.onboarding.reports.file.choose)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // No report brought yet: nothing to go on with.
  await expect(page.getByRole('button', { name: copy.onboarding.page.next, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: copy.onboarding.reports.sample.action }).click();
  await expect(page.getByRole('heading', { name: copy.onboarding.reports.result.title, exact: true })).toBeVisible();
  await expect(page.getByText(copy.credit.source.demo)).toBeVisible();
  await capture('6x-3-bring-reports');
  await nextStep(page, copy);

  // 4. Disputes to file, within the plan's limit; the plans appear once one item is chosen. No score promise.
  await expect(stepHeading(copy.onboarding.select.title)).toBeVisible();
  await expect(page.getByText(progress(4, copy.onboarding.steps.selectDisputes))).toBeVisible();
  await expect(page.getByText(copy.onboarding.select.plansTitle)).toHaveCount(0);
  await page
    .getByRole('checkbox', { name: new RegExp(`^${fill(copy.onboarding.select.selectItem, { name: '' })}`) })
    .first()
    .check();
  await expect(page.getByText(copy.onboarding.select.plansTitle)).toBeVisible();
  await expect(page.getByText(/^\+\d+/)).toHaveCount(0);
  await capture('6x-4-select-disputes');
  await nextStep(page, copy);

  // 5. The account, before anything is signed: a password for the email of step 1; the browser is signed in.
  await expect(stepHeading(copy.onboarding.account.title)).toBeVisible();
  await expect(page.getByText(progress(5, copy.onboarding.steps.accountCreation))).toBeVisible();
  await expect(page.getByText(fill(copy.onboarding.account.email, { email }))).toBeVisible();
  await page.getByLabel(copy.onboarding.account.password, { exact: true }).fill('journey-password-1');
  await page.getByLabel(copy.onboarding.account.confirmPassword, { exact: true }).fill('journey-password-1');
  await capture('6x-5-account');
  await page.getByRole('button', { name: copy.onboarding.account.create }).click();

  // 6. Agreement and plan: the email is confirmed first. The emailed link, opened in another tab of this browser,
  //    confirms it without a password, and this tab goes on by itself.
  await expect(stepHeading(copy.onboarding.plan.title)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(progress(6, copy.onboarding.steps.agreementAndPlan))).toBeVisible();
  await expect(page.getByText(copy.onboarding.plan.confirmTitle)).toBeVisible();
  await expect(page.getByText(fill(copy.onboarding.plan.confirmText, { email }))).toBeVisible();
  await expect(page.getByRole('button', { name: copy.auth.resend.button })).toBeVisible();
  await capture('6x-6-confirm-email');
  const mailTab = await context.newPage();
  await mailTab.goto((await newestLinkTo(email, '/verify-email')).href);
  await expect(mailTab.getByText(copy.auth.verify.successTitle, { exact: true }).first()).toBeVisible();
  await expect(mailTab.getByLabel(copy.auth.password, { exact: true })).toHaveCount(0);
  await checkAccessibility(mailTab);
  await mailTab.close();
  const readAgreement = page.getByRole('button', { name: copy.onboarding.plan.readAgreement });
  await expect(readAgreement).toBeVisible({ timeout: 10_000 });
  // Nothing starts before the agreement is signed.
  await expect(page.getByRole('button', { name: copy.onboarding.plan.start.button })).toBeDisabled();
  await expect(page.getByText(copy.onboarding.plan.signFirst)).toBeVisible();
  await capture('6x-6-agreement-and-plan');
  await readAgreement.click();
  const dialog = page.getByRole('dialog', { name: copy.agreement.title });
  await expect(dialog.getByRole('button', { name: copy.agreement.accept })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: copy.agreement.accept }).click();
  await expect(page.getByText(before(copy.onboarding.plan.agreementSigned))).toBeVisible();
  await expect(page.getByText(copy.onboarding.plan.start.note)).toBeVisible();
  await capture('6x-6-signed');
  await page.getByRole('button', { name: copy.onboarding.plan.start.button }).click();
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  // The report, the profile's name and the chosen item (queued for the bureaus) came with the account.
  await expect(page.getByRole('heading', { level: 1, name: /María López/ })).toBeVisible();
  const queued = fill(copy.disputes.itemTag.phase, { phase: copy.disputes.phase.waiting_for_payment });
  await expect(page.getByText(queued, { exact: true })).toHaveCount(1);
  // Nothing charged: the plan is active, cancellable, and the item waits for the right to cancel to run out.
  await expect(page.getByRole('heading', { name: copy.planStatus.right_to_cancel.title })).toBeVisible();
  await expect(page.getByText(fill(copy.planStatus.queued.rightToCancel_one, { count: 1 }))).toBeVisible();
  await capture('6x-8-dashboard');
});
