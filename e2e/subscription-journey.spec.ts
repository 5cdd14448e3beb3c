import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import {
  activateAsAdmin,
  before,
  escapeRegExp,
  expect,
  fill,
  memberPassword,
  passRightToCancel,
  serverNow,
  signIn,
  signUpViaApi,
  test,
} from './fixtures.ts';

// The desktop run reads English, the phone run Spanish: both languages walk the whole purchase.
test('a member picks Professional, signs the agreement, starts with nothing charged, and pays for a month once its letters exist', async ({
  page,
  capture,
  baseURL,
}, testInfo) => {
  const language = testInfo.project.name === 'phone' ? 'es' : 'en';
  const copy = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  // The browser keeps the server's time, which journeys move forward by days.
  await page.clock.install({ time: await serverNow(page.request) });
  const { email } = await signUpViaApi(page, { firstName: 'Paula', lastName: 'Pagos' });
  const pulled = await page.request.post('/api/onboarding/credit-pull', {
    data: {
      profileData: {
        firstName: 'Paula',
        lastName: 'Pagos',
        dateOfBirth: '1985-02-01',
        ssn: '123456789',
        phone: '(555) 010-2030',
        address: { street: '12 Elm Street', city: 'Tucson', state: 'AZ', zipCode: '85701' },
      },
      consent: {
        fcraConsent: true,
        permissiblePurposeConsent: true,
        piiProcessingConsent: true,
        consentTimestamp: new Date().toISOString(),
        permissiblePurpose: 'Consumer review of own credit file (FCRA § 604(a)(2))',
      },
      preferences: { hasChildSupport: false, hasRepossession: false, hasBankruptcy: false },
    },
  });
  expect(pulled.ok()).toBe(true);

  // The dashboard: two items chosen, on to the plans.
  await page.goto('/dashboard');
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await capture(`20-dashboard-selection-${language}`);
  await page.getByRole('link', { name: copy.dashboardSelection.proceed }).click();

  await expect(page.getByRole('heading', { name: copy.subscribe.title })).toBeVisible();
  await expect(page.getByText(fill(copy.subscribe.selectedBanner_other, { count: 2 }))).toBeVisible();
  await capture(`21-subscribe-${language}`);

  // The CROA agreement first: nothing goes on until it is read and accepted.
  await page.getByRole('button', { name: fill(copy.plans.choose, { plan: copy.plans.name.monthly }) }).click();
  const dialog = page.getByRole('dialog', { name: copy.agreement.title });
  await expect(dialog.getByRole('button', { name: copy.agreement.accept })).toBeDisabled();
  await capture(`22-agreement-${language}`);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: copy.agreement.accept }).click();
  await expect(dialog).toBeHidden();

  // Signed: the plan starts here, with nothing to pay (no payment page, no "I've paid" before any letter).
  await expect(page).toHaveURL(/\/subscribe(\?|$)/);
  await expect(page.getByText(copy.subscribe.start.title)).toBeVisible();
  await expect(page.getByText(fill(copy.subscribe.start.queued_other, { count: 2 }))).toBeVisible();
  await expect(page.getByRole('button', { name: copy.planStatus.action.duePaid })).toHaveCount(0);
  await capture(`23-start-plan-${language}`);
  await page.getByRole('button', { name: copy.subscribe.start.button }).click();
  await expect(page.getByText(fill(copy.subscribe.started.withDisputes_other, { count: 2 })).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: copy.planStatus.right_to_cancel.title }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: copy.dashboardSelection.proceed })).toHaveCount(0);

  // The account: active at once, nothing charged, cancellable until the right to cancel ends; the two items wait.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: copy.account.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.planStatus.right_to_cancel.title })).toBeVisible();
  await expect(page.getByText(before(copy.planStatus.right_to_cancel.body)).first()).toBeVisible();
  await expect(page.getByText(fill(copy.account.disputesLeftValue, { remaining: 5, allowance: 5 }))).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^${escapeRegExp(fill(copy.planStatus.queued.rightToCancel_other, { count: 2 }))}`)),
  ).toBeVisible();
  await capture(`24-account-started-${language}`);
  const started = await (await page.request.get('/api/subscription')).json();
  expect(started).toMatchObject({ status: 'active', processor: 'manual', queuedDisputes: 2 });
  expect(started.payments).toEqual([expect.objectContaining({ kind: 'purchase', status: 'scheduled' })]);

  // The right to cancel runs out: the two letters are written. Then the month ends with letters in it: its
  // price is due, and the status card says how much, for which period, with the payment link.
  await passRightToCancel(page.request);
  const { currentPeriod } = await (await page.request.get('/api/subscription')).json();
  const days = Math.ceil((Date.parse(currentPeriod.endsAt) - (await serverNow(page.request))) / 86_400_000);
  if (days > 0) await page.request.post('/api/test/clock', { data: { advanceDays: days } });
  await page.clock.setSystemTime(await serverNow(page.request));
  // A month later the member signs in again. Their 30-day session has run out after most months, not after a
  // February, and the journeys' shared clock reaches one on some runs: the session is ended for certain here.
  await page.context().clearCookies({ name: 'cp_session' });
  await page.goto('/login');
  await signIn(page, email, memberPassword, {
    email: copy.auth.email,
    password: copy.auth.password,
    submit: copy.auth.signIn,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account');
  const amount = '$120.00';
  await expect(page.getByRole('heading', { name: fill(copy.planStatus.owed.title, { amount }) })).toBeVisible();
  const period = fill(copy.planStatus.owed.monthPeriod, { number: 1 });
  await expect(page.getByText(fill(copy.planStatus.owed.body, { amount, period }))).toBeVisible();
  await expect(page.getByRole('link', { name: copy.planStatus.action.paymentLink })).toBeVisible();
  await capture(`25-payment-due-${language}`);

  // The member pays through the link, then says so with the receipt number.
  await page.getByLabel(copy.subscribe.reference.label).fill('RCPT-2026-0042');
  await page.getByRole('button', { name: copy.planStatus.action.duePaid }).click();
  await expect(page.getByRole('heading', { name: fill(copy.planStatus.owed.reportedTitle, { amount }) })).toBeVisible();
  await capture(`26-payment-reported-${language}`);

  // An admin verifies that payment, in a session of their own: the next month opens.
  const me = await (await page.request.get('/api/auth/user')).json();
  const reported = (await (await page.request.get('/api/subscription')).json()).payments.find(
    (payment: { status: string }) => payment.status === 'awaiting_verification',
  );
  expect(reported).toMatchObject({ amountCents: 12_000, periodIndex: 0 });
  expect(await activateAsAdmin(baseURL, me.id, reported.id)).toEqual({ wrongKey: 403, activated: 200 });
  await page.reload();
  await expect(page.getByRole('heading', { name: copy.account.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: before(copy.planStatus.owed.reportedTitle) })).toHaveCount(0);
  await expect(page.getByText(fill(copy.account.disputesLeftValue, { remaining: 5, allowance: 5 }))).toBeVisible();
  await capture(`27-account-paid-${language}`);

  await page.getByRole('link', { name: copy.subscribe.terms }).click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await capture(`28-terms-${language}`);
});
