import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eActivationKey, mismoBaseURL, mismoMonthlyPaymentLink } from '../playwright.config.ts';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import {
  before,
  escapeRegExp,
  expect,
  fill,
  memberPassword,
  newestLinkTo,
  newestMailTo,
  passRightToCancel,
  serverNow,
  signIn,
  signInAsMismoAdmin,
  test,
  uniqueEmail,
} from './fixtures.ts';

type Copy = typeof en;
const DAY_MS = 86_400_000;
/** Money as the pages write it: USD in en-US, in both languages. */
const formatMoney = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * A real installation: members bring their own reports (CREDIT_PROVIDER=mismo), no demo accounts, payment by hand
 * through the business's own payment link. Every page and request of this journey goes to that app.
 */
test.use({ baseURL: mismoBaseURL });

/**
 * Claims this app no longer makes (billing in arrears, no pull from the bureaus, no score estimate), in both
 * languages: the texts that used to say them, gone from the locale files.
 */
const RETIRED_CLAIMS: Record<'en' | 'es', RegExp[]> = {
  en: [/paid up front(?! the old way)/i, /soft inquiry/i, /\+\s*\d+\s*points/i, /possible score increase/i],
  es: [/se paga por adelantado/i, /consulta suave/i, /\+\s*\d+\s*puntos/i, /posible aumento de su puntaje/i],
};

function localeStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(localeStrings);
  return [];
}

/** A key the page's locale lacks is printed raw, as "namespace.key": none may show. */
const RAW_KEY = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[A-Za-z_]+`);

/** Every page of the journey: none of the retired claims, and no raw locale key. */
async function expectNoRetiredClaims(page: Page, language: 'en' | 'es') {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, blocks apart (textContent runs "account." into the next heading)
  const text = await page.locator('body').innerText();
  for (const claim of RETIRED_CLAIMS[language]) expect(text, `the page says ${claim}`).not.toMatch(claim);
  expect(text).not.toMatch(RAW_KEY);
}

/** Nothing sticks out sideways on a phone. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A real photo the server decodes, cleans and thumbnails. */
const photo = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a7bd5' } })
    [format]()
    .toBuffer();

async function expectPdf(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return body;
}

async function subscriptionOf(request: APIRequestContext) {
  const response = await request.get('/api/subscription');
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

// The phone run is Spanish at 390×844, the desktop run English.
test('a member of a real installation brings items by hand, signs, starts with nothing charged, gets letters, and pays only after the period closes', async ({
  page,
  context,
  browser,
  capture,
  checkAccessibility,
}, testInfo) => {
  const project = testInfo.project.name;
  const language = project === 'phone' ? 'es' : 'en';
  const copy: Copy = language === 'es' ? es : en;
  // From the top of the page: a full-page picture of a scrolled page draws the sticky header halfway down.
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(`real-${name}`);
  };
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  // The pages read the member's stage with the browser's clock: it keeps to the server's, which the journey moves.
  await page.clock.install({ time: await serverNow(page.request) });
  const followServerClock = async () => page.clock.setSystemTime(await serverNow(page.request));

  // The locale files no longer hold any of the retired claims (so no page can say them by a key).
  for (const claim of RETIRED_CLAIMS[language]) {
    expect(localeStrings(copy).filter((text) => claim.test(text))).toEqual([]);
  }

  // 0. The landing page, then the Professional plan's start.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: copy.landing.hero.title })).toBeVisible();
  await expectNoRetiredClaims(page, language);
  if (project === 'phone') await expectNoHorizontalOverflow(page);
  await shot('00-landing');
  const professional = copy.plans.name.monthly;
  await page.getByRole('link', { name: fill(copy.landing.pricing.startWith, { plan: professional }) }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=monthly$/);

  const stepHeading = (text: string) => page.getByRole('heading', { name: text, exact: true });
  const next = () => page.getByRole('button', { name: copy.onboarding.page.next, exact: true }).click();
  const progress = (step: number, name: string) =>
    expect(page.getByText(fill(copy.onboarding.page.progress, { step, total: 6, name }))).toBeVisible();

  // 1. Your details.
  await expect(stepHeading(copy.onboarding.profile.title)).toBeVisible();
  await progress(1, copy.onboarding.steps.personalInfo);
  const email = uniqueEmail(`real.${language}`);
  await page.getByLabel(copy.profile.firstName, { exact: true }).fill('Rosa');
  await page.getByLabel(copy.profile.lastName, { exact: true }).fill('Realdata');
  await page.getByLabel(copy.onboarding.profile.email, { exact: true }).fill(email);
  await page.getByLabel(copy.profile.dateOfBirth, { exact: true }).fill('1984-09-21');
  await page.getByLabel(copy.profile.phone, { exact: true }).pressSequentially('5559876543');
  await page.getByLabel(copy.profile.ssn, { exact: true }).pressSequentially('321549876');
  await page.getByLabel(copy.profile.street, { exact: true }).fill('742 Evergreen Terrace');
  await page.getByLabel(copy.profile.city, { exact: true }).fill('Phoenix');
  await page.getByLabel(copy.profile.state, { exact: true }).selectOption('AZ');
  await page.getByLabel(copy.profile.zipCode, { exact: true }).fill('85004');
  await shot('01-details');
  await next();

  // 2. ID photos.
  await expect(stepHeading(copy.onboarding.id.title)).toBeVisible();
  await progress(2, copy.onboarding.steps.idUpload);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') });
  await expect(page.getByRole('img', { name: copy.onboarding.id.sides.front.preview })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .last()
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await photo('png') });
  await expect(page.getByRole('img', { name: copy.onboarding.id.sides.back.preview })).toBeVisible();
  await shot('02-id');
  await next();

  // 3. Bring your reports: by hand, from the free reports. This installation offers no sample and asks no consent.
  await expect(stepHeading(copy.onboarding.reports.title)).toBeVisible();
  await progress(3, copy.onboarding.steps.bringReports);
  await expect(page.getByText(copy.onboarding.reports.file.title)).toBeVisible();
  await expect(page.getByText(copy.onboarding.reports.sample.title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: copy.onboarding.reports.sample.action })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoRetiredClaims(page, language);
  await shot('03a-bring-reports');
  const form = copy.credit.manual.form;
  await page.getByRole('button', { name: copy.onboarding.reports.manual.addFirst }).click();
  await page.getByLabel(form.itemType).selectOption('collection');
  await page.getByLabel(form.creditorName, { exact: true }).fill('Midland Credit Management');
  await page.getByRole('checkbox', { name: copy.bureaus.experian }).check();
  await page.getByRole('checkbox', { name: copy.bureaus.transunion }).check();
  await expect(page.getByLabel(form.sameOnAll)).toBeChecked();
  await page.getByLabel(form.paymentStatus).selectOption('collection');
  await page.getByLabel(form.balance).fill('642.50');
  await page.getByLabel(form.dateReported).fill('2026-10-15');
  await page.getByLabel(form.firstDelinquencyDate).fill('2016-03-01');
  await shot('03b-item-form');
  await page.getByRole('button', { name: form.save }).click();
  const items = page.getByRole('list', { name: copy.onboarding.reports.manual.listLabel });
  await expect(items.getByText('Midland Credit Management')).toBeVisible();
  await expect(
    items.getByRole('button', {
      name: fill(copy.onboarding.reports.manual.editLabel, { name: 'Midland Credit Management' }),
    }),
  ).toBeVisible();
  await expect(
    items.getByRole('button', {
      name: fill(copy.onboarding.reports.manual.removeLabel, { name: 'Midland Credit Management' }),
    }),
  ).toBeVisible();
  await expect(page.getByText(copy.onboarding.reports.result.title, { exact: true })).toBeVisible();
  await expect(page.getByText(copy.onboarding.reports.result.from.manual)).toBeVisible();
  await expectNoRetiredClaims(page, language);
  if (project === 'phone') await expectNoHorizontalOverflow(page);
  await shot('03c-item-saved');
  await next();

  // 4. Choose items: no score estimate anywhere.
  await expect(stepHeading(copy.onboarding.select.title)).toBeVisible();
  await progress(4, copy.onboarding.steps.selectDisputes);
  await page
    .getByRole('checkbox', { name: fill(copy.onboarding.select.selectItem, { name: 'Midland Credit Management' }) })
    .check();
  await expect(page.getByText(copy.onboarding.select.plansTitle)).toBeVisible();
  await expectNoRetiredClaims(page, language);
  await shot('04-selection');
  await next();

  // 5. The account: a password, and this browser is signed in and moves on to step 6.
  await expect(stepHeading(copy.onboarding.account.title)).toBeVisible();
  await progress(5, copy.onboarding.steps.accountCreation);
  await page.getByLabel(copy.onboarding.account.password, { exact: true }).fill(memberPassword);
  await page.getByLabel(copy.onboarding.account.confirmPassword, { exact: true }).fill(memberPassword);
  await shot('05-account');
  await page.getByRole('button', { name: copy.onboarding.account.create }).click();

  // 6. Before the email is confirmed, nothing can be signed.
  await expect(stepHeading(copy.onboarding.plan.title)).toBeVisible({ timeout: 15_000 });
  await progress(6, copy.onboarding.steps.agreementAndPlan);
  await expect(page.getByText(copy.onboarding.plan.confirmTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: copy.onboarding.plan.readAgreement })).toHaveCount(0);
  await shot('06a-confirm-email');

  // The emailed link, opened in this browser, confirms the email; the first tab goes on by itself.
  const link = await newestLinkTo(email, '/verify-email');
  const mailTab = await context.newPage();
  await mailTab.goto(new URL(`${link.pathname}${link.search}`, mismoBaseURL).href);
  await expect(mailTab.getByLabel(copy.auth.password, { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/user')).json()).emailVerified, { timeout: 10_000 })
    .toBe(true);
  await mailTab.close();
  const readAgreement = page.getByRole('button', { name: copy.onboarding.plan.readAgreement });
  await expect(readAgreement).toBeVisible({ timeout: 10_000 });
  await shot('06b-email-confirmed');

  // The agreement, signed; its PDF copy arrives by email.
  await readAgreement.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: copy.agreement.title })).toBeVisible();
  await expectNoRetiredClaims(page, language);
  await dialog.getByRole('checkbox').check();
  await shot('06c-agreement');
  await dialog.getByRole('button', { name: copy.agreement.accept }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(before(copy.onboarding.plan.agreementSigned))).toBeVisible();
  const signedMail = await newestMailTo(email, 15_000, (mail) => mail.attachments.length > 0);
  expect(signedMail.attachments).toHaveLength(1);
  const [copyPdf] = signedMail.attachments;
  expect(copyPdf?.filename).toMatch(/\.pdf$/);
  expect(copyPdf?.contentType).toBe('application/pdf');
  expect(copyPdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(signedMail.language).toBe(language);

  // The plan starts with nothing charged.
  await expect(page.getByText(copy.onboarding.plan.start.note)).toBeVisible();
  await shot('06d-signed');
  await page.getByRole('button', { name: copy.onboarding.plan.start.button }).click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: copy.planStatus.right_to_cancel.title })).toBeVisible();
  await expect(page.getByText(before(copy.planStatus.right_to_cancel.body))).toBeVisible();
  const started = await subscriptionOf(page.request);
  expect(started.status).toBe('active');
  expect(started.processor).toBe('manual');
  expect(started.queuedDisputes).toBe(1);
  expect(
    started.payments.filter((payment: { status: string }) =>
      ['completed', 'due', 'awaiting_verification', 'processing'].includes(payment.status),
    ),
  ).toEqual([]);
  await expectNoRetiredClaims(page, language);
  await shot('07-dashboard-started');

  // The account page keeps the signed agreement, as a PDF.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: copy.contract.title })).toBeVisible();
  const agreementLink = page.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(fill(before(copy.contract.downloadLabel), { plan: professional }))}`),
  });
  await expect(agreementLink).toHaveCount(1);
  await expectPdf(page.request, (await agreementLink.getAttribute('href')) ?? '');
  await expectNoRetiredClaims(page, language);
  if (project === 'phone') await expectNoHorizontalOverflow(page);
  await shot('08-account-agreement');

  // The right to cancel runs out: the letters are written.
  await passRightToCancel(page.request);
  await followServerClock();
  await page.goto('/disputes');
  await expect(page.getByRole('heading', { name: copy.planStatus.letters_ready.title })).toBeVisible();
  const letterLink = page.getByRole('link', {
    name: fill(copy.disputes.bureau.download, { bureau: copy.bureaus.experian }),
  });
  await expect(letterLink.first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: fill(copy.disputes.bureau.download, { bureau: copy.bureaus.transunion }) }),
  ).toHaveCount(1);
  await expectPdf(page.request, (await letterLink.first().getAttribute('href')) ?? '');
  // Nothing is owed yet: the month has not ended.
  await expect(page.getByText(before(copy.planStatus.owed.title))).toHaveCount(0);
  await expectNoRetiredClaims(page, language);
  await shot('09-letters');

  // Only once the period closes is its price due: the clock goes to the period's end, read from the API.
  const running = await subscriptionOf(page.request);
  expect(running.payments.filter((payment: { status: string }) => payment.status === 'due')).toEqual([]);
  const periodEnd = Date.parse(running.currentPeriod.endsAt);
  const now = await serverNow(page.request);
  const days = Math.max(1, Math.ceil((periodEnd - now) / DAY_MS));
  const moved = await page.request.post('/api/test/clock', { data: { advanceDays: days } });
  expect(Date.parse((await moved.json()).now)).toBeGreaterThanOrEqual(periodEnd);
  await followServerClock();
  // A month on, the session has run out (SESSION_TTL_DAYS): the member comes back and signs in.
  await page.goto('/login');
  await signIn(page, email, memberPassword, {
    email: copy.auth.email,
    password: copy.auth.password,
    submit: copy.auth.signIn,
  });
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  const closed = await subscriptionOf(page.request);
  const due = closed.payments.filter((payment: { status: string }) => payment.status === 'due');
  expect(due).toHaveLength(1);
  expect(due[0].periodIndex).toBe(0);
  expect(due[0].amountCents).toBe(closed.plan.priceCents);
  const amount = formatMoney(due[0].amountCents);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: fill(copy.planStatus.owed.title, { amount }) })).toBeVisible();
  await expect(
    page.getByText(
      fill(copy.planStatus.owed.body, { amount, period: fill(copy.planStatus.owed.monthPeriod, { number: 1 }) }),
    ),
  ).toBeVisible();
  const payLink = page.getByRole('link', { name: copy.planStatus.action.paymentLink });
  await expect(payLink).toHaveAttribute('href', mismoMonthlyPaymentLink);
  await expectNoRetiredClaims(page, language);
  if (project === 'phone') await expectNoHorizontalOverflow(page);
  await shot('10-payment-due');

  // The member pays through the link and says so, with the receipt number.
  await page.getByLabel(copy.subscribe.reference.label).fill('RCPT-20261228-77');
  await page.getByRole('button', { name: copy.planStatus.action.duePaid }).click();
  await expect(page.getByRole('heading', { name: fill(copy.planStatus.owed.reportedTitle, { amount }) })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.planStatus.action.duePaid })).toHaveCount(0);
  await shot('11-payment-reported');
  const reported = (await subscriptionOf(page.request)).payments.find(
    (payment: { id: string }) => payment.id === due[0].id,
  );
  expect(reported.status).toBe('awaiting_verification');

  // This installation's admin finds it among the payments awaiting verification and verifies it with the
  // processor's reference, on the admin pages (in English, in a browser of their own).
  const adminContext = await browser.newContext({ baseURL: mismoBaseURL, viewport: { width: 1280, height: 900 } });
  try {
    await adminContext.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await signInAsMismoAdmin(adminContext.request);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin-dashboard?tab=subscriptions');
    const awaiting = adminPage.getByRole('region', { name: en.admin.awaiting.title });
    const verifyButton = awaiting
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByRole('button', { name: fill(en.admin.activate.verifyPaymentFor, { name: 'Rosa Realdata' }) });
    await verifyButton.click();
    const verifyDialog = adminPage.getByRole('dialog');
    await verifyDialog.getByLabel(en.admin.activate.keyLabel).fill(e2eActivationKey);
    await verifyDialog.getByLabel(en.admin.activate.referenceLabel).fill('PAY-E2E-MISMO-0001');
    await adminPage.screenshot({ path: `e2e/screenshots/${project}/real-11b-admin-verify.png`, fullPage: true });
    await checkAccessibility(adminPage);
    await verifyDialog.getByRole('button', { name: en.admin.activate.confirmPayment }).click();
    await expect(adminPage.getByText(en.admin.activate.paymentSuccess).first()).toBeVisible();
    await expect(verifyButton).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await followServerClock();
  // The member sees it paid: nothing owed on the status card, and "Paid" in the history.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: copy.contract.title })).toBeVisible();
  await expect(page.getByText(before(copy.planStatus.owed.title))).toHaveCount(0);
  await expect(page.getByText(before(copy.planStatus.owed.reportedTitle))).toHaveCount(0);
  const history = page.getByRole('region', { name: copy.account.payments.title });
  const paidRow = history.getByRole('listitem').filter({ hasText: copy.account.payments.statuses.completed });
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow).toContainText(amount);
  const paid = (await subscriptionOf(page.request)).payments.find(
    (payment: { id: string }) => payment.id === due[0].id,
  );
  expect(paid.status).toBe('completed');
  await expectNoRetiredClaims(page, language);
  if (project === 'phone') await expectNoHorizontalOverflow(page);
  await shot('12-paid');
});
