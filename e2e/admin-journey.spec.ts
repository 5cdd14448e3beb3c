import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { e2eActivationKey, e2eFormAdminEmails } from '../playwright.config.ts';
import en from '../src/client/locales/en.json' with { type: 'json' };
import { RECOVERY_CODE_COUNT } from '../src/shared/constants/accounts.ts';
import {
  adminPassword,
  authenticatorCode,
  codeUsed,
  expect,
  fill,
  passRightToCancel,
  registerAndVerify,
  rememberAuthenticator,
  signAndStartPlan,
  signIn,
  test,
  uniqueEmail,
} from './fixtures.ts';

/**
 * An ADMIN_EMAILS address with a verified email (registered and verified through the outbox on first use, in a
 * context of its own: the page is not signed in by it). Rights from ADMIN_EMAILS wait for the verified email.
 */
async function verifiedAdmin(baseURL: string | undefined, email: string) {
  const setup = await playwrightRequest.newContext({ baseURL });
  try {
    const signedIn = await setup.post('/api/auth/password/login', { data: { email, password: adminPassword } });
    if (signedIn.status() === 401) {
      const user = await registerAndVerify(setup, {
        email,
        password: adminPassword,
        firstName: 'Ada',
        lastName: 'Admin',
      });
      expect(user).toMatchObject({ isAdmin: true, emailVerified: true, secondFactor: { enrolled: false } });
    } else {
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      expect(await signedIn.json()).toMatchObject({ isAdmin: true, emailVerified: true });
    }
  } finally {
    await setup.dispose();
  }
}

/**
 * The admin pages ask for the second factor first: the set-up the first time (the secret is read off the screen,
 * as from a phone that cannot scan, and kept for later contexts), the code after that, and again once the
 * session's factor is over 12 hours old by the server's clock. Ends on the admin dashboard.
 */
async function passAdminSecondFactor(page: Page, email: string, capture: (name: string) => Promise<void>) {
  const enrolHeading = page.getByRole('heading', { name: en.auth.twoFactor.enrolTitle });
  const verifyHeading = page.getByRole('heading', { name: en.auth.twoFactor.verifyTitle });
  await expect(enrolHeading.or(verifyHeading)).toBeVisible();
  let code: { code: string; step: number };
  if (await enrolHeading.isVisible()) {
    await page.getByRole('button', { name: en.auth.twoFactor.start }).click();
    await expect(page.getByRole('img', { name: en.auth.twoFactor.qrAlt })).toBeVisible();
    // The key for an app that cannot scan, as the screen shows it.
    const secret = (
      (await page.locator('section[aria-labelledby="two-factor-enrolment"] code').textContent()) ?? ''
    ).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await rememberAuthenticator(email, secret);
    await capture('8-0-two-factor-enrolment');
    code = await authenticatorCode(page.request, email);
    await page.getByLabel(en.auth.twoFactor.codeLabel, { exact: true }).fill(code.code);
    await page.getByRole('button', { name: en.auth.twoFactor.confirm, exact: true }).click();
    await expect(page.getByRole('heading', { name: en.auth.twoFactor.recoveryTitle })).toBeVisible();
    await codeUsed(email, code.step);
    const recoveryCodes = page.getByRole('list', { name: en.auth.twoFactor.recoveryListLabel }).getByRole('listitem');
    await expect(recoveryCodes).toHaveCount(RECOVERY_CODE_COUNT);
    await expect(recoveryCodes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await capture('8-0-recovery-codes');
    // The dashboard waits until the admin says the codes are saved.
    await expect(page.getByRole('heading', { name: en.admin.title })).toHaveCount(0);
    await page.getByRole('button', { name: en.auth.twoFactor.saved }).click();
  } else {
    await capture('8-0-two-factor-verify');
    code = await authenticatorCode(page.request, email);
    await page.getByLabel(en.auth.twoFactor.codeLabel, { exact: true }).fill(code.code);
    await page.getByRole('button', { name: en.auth.twoFactor.verify, exact: true }).click();
    await expect(page.getByRole('heading', { name: en.admin.title })).toBeVisible();
    await codeUsed(email, code.step);
  }
  await expect(page.getByRole('heading', { name: en.admin.title })).toBeVisible();
  // A code is good once: the very same one is refused now.
  const replayed = await page.request.post('/api/auth/two-factor/verify', { data: { code: code.code } });
  expect(replayed.status()).toBe(400);
  expect((await replayed.json()).code).toBe('INVALID_TWO_FACTOR_CODE');
}

/**
 * A member who pulled their report, signed the agreement for the one-time plan (two disputes) and started it: active
 * at once, nothing charged. Its price is due once both disputes have their letters.
 */
async function startedMember(member: APIRequestContext, email: string) {
  // A verified email: an unverified member may not sign or start a plan.
  await registerAndVerify(member, { email, firstName: 'Paula', lastName: 'Pending' });
  const pulled = await member.post('/api/onboarding/credit-pull', {
    data: {
      profileData: {
        firstName: 'Paula',
        lastName: 'Pending',
        dateOfBirth: '1984-02-11',
        ssn: '555-44-3333',
        phone: '(555) 404-1212',
        address: { street: '12 Harbor Road', city: 'Tampa', state: 'FL', zipCode: '33602' },
      },
      consent: {
        fcraConsent: true,
        permissiblePurposeConsent: true,
        piiProcessingConsent: true,
        consentTimestamp: new Date(Date.now() - 60_000).toISOString(),
        permissiblePurpose: 'Consumer review of own credit file (FCRA § 604(a)(2))',
      },
    },
  });
  expect(pulled.ok(), await pulled.text()).toBe(true);
  await signAndStartPlan(member, 'per_dispute');
}

/**
 * The member disputes two negative items all three bureaus report, has the letters written and mails them
 * the same day: a bureau answers only a letter it received.
 */
async function sendTwoDisputes(member: APIRequestContext, today: string) {
  const report = await (await member.get('/api/credit-report')).json();
  const ids: string[] = [];
  const threeBureauItems = report.negativeItems.filter((item: { bureaus: string[] }) => item.bureaus.length === 3);
  for (const item of threeBureauItems.slice(0, 2)) {
    const created = await member.post('/api/disputes', {
      data: { negativeItemId: item.id, disputeReason: 'Account not mine' },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push((await created.json()).id);
  }
  const sent = await member.post('/api/disputes/process', { data: { disputeIds: ids } });
  expect(sent.ok(), await sent.text()).toBe(true);
  for (const id of ids) {
    for (const bureau of ['experian', 'equifax', 'transunion']) {
      const mailed = await member.post(`/api/disputes/${id}/bureaus/${bureau}/mailed`, { data: { mailedOn: today } });
      expect(mailed.ok(), await mailed.text()).toBe(true);
    }
  }
  return ids as [string, string];
}

test("an admin verifies a member's payment due for their letters, records a bureau deletion, sees the success rate move and exports CSV", async ({
  page,
  capture,
  baseURL,
}, testInfo) => {
  const memberEmail = uniqueEmail('paula.pending');
  // This project's admin (ADMIN_EMAILS): the first run of each project meets the set-up, later ones the code.
  const adminEmail = e2eFormAdminEmails[testInfo.project.name as keyof typeof e2eFormAdminEmails];
  const member = await playwrightRequest.newContext({ baseURL });
  try {
    await startedMember(member, memberEmail);
    await verifiedAdmin(baseURL, adminEmail);
    await page.goto('/login');
    await signIn(page, adminEmail, adminPassword, {
      email: en.auth.email,
      password: en.auth.password,
      submit: en.auth.signIn,
    });
    await expect(page).toHaveURL(/\/dashboard$/);

    // Users: the second factor first, then the member, whose plan started without anyone activating it.
    await page.goto('/admin-dashboard?tab=users');
    await passAdminSecondFactor(page, adminEmail, capture);
    await page.getByLabel(en.admin.users.search).fill(memberEmail);
    await expect(page.getByText(memberEmail).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: fill(en.admin.activate.actionFor, { name: 'Paula Pending' }) }),
    ).toHaveCount(0);
    await capture('8-1-users-started');

    // Three business days later the member sends both disputes: the one-time plan is used up with letters in it,
    // so its price is due; the member pays it through the link and tells us. The browser keeps the server's date.
    const serverNow = await passRightToCancel(member);
    await page.clock.install({ time: serverNow });
    const [disputeId, verifiedId] = await sendTwoDisputes(member, serverNow.toISOString().slice(0, 10));
    const reported = await member.post('/api/subscription/payment-reported', { data: { reference: 'RCPT-77310' } });
    expect(reported.status(), await reported.text()).toBe(200);
    const due = (await reported.json()).payments.find(
      (payment: { status: string }) => payment.status === 'awaiting_verification',
    );
    expect(due).toMatchObject({ amountCents: 9_900, periodIndex: 0 });

    // Days went by on the server's clock: the admin's factor is over 12 hours old, so it is asked for again.
    const stale = await page.request.get('/api/admin/metrics');
    expect(stale.status()).toBe(403);
    expect((await stale.json()).code).toBe('TWO_FACTOR_REQUIRED');
    await page.goto('/admin-dashboard?tab=subscriptions');
    await passAdminSecondFactor(page, adminEmail, capture);

    // Subscriptions: the reported payment waits for verification; the admin checks it with the processor's reference.
    const awaiting = page
      .getByRole('region', { name: en.admin.awaiting.title })
      .getByRole('listitem')
      .filter({ hasText: memberEmail });
    const verify = awaiting.getByRole('button', {
      name: fill(en.admin.activate.verifyPaymentFor, { name: 'Paula Pending' }),
    });
    await expect(verify).toBeVisible();
    await expect(awaiting).toContainText('RCPT-77310');
    await capture('8-1-payment-awaiting');
    await verify.click();
    const keyDialog = page.getByRole('dialog', { name: en.admin.activate.paymentTitle });
    await keyDialog.getByLabel(en.admin.activate.keyLabel).fill(e2eActivationKey);
    await keyDialog.getByLabel(en.admin.activate.referenceLabel).fill('INV-2026-0042');
    await keyDialog.getByRole('button', { name: en.admin.activate.confirmPayment }).click();
    await expect(page.getByText(en.admin.activate.paymentSuccess, { exact: true })).toBeVisible();
    await expect(verify).toBeHidden();
    const paid = (await (await member.get('/api/subscription')).json()).payments.find(
      (payment: { id: string }) => payment.id === due.id,
    );
    expect(paid).toMatchObject({ status: 'completed' });

    // All three bureaus verify the second item, so the rate before the deletion is below 100 % in every run.
    for (const bureau of ['experian', 'equifax', 'transunion']) {
      const answered = await page.request.post(`/api/admin/disputes/${verifiedId}/bureaus/${bureau}/answer`, {
        data: { outcome: 'verified' },
      });
      expect(answered.ok(), await answered.text()).toBe(true);
    }
    const before = await (await page.request.get('/api/admin/metrics')).json();
    expect(before.disputeSuccessRate).toBeLessThan(100);

    // Disputes: the bureaus answer; Experian deleted the item, the other two verified it: resolved.
    await page.goto('/admin-dashboard?tab=disputes');
    await page.getByLabel(en.admin.disputes.search).fill(memberEmail);
    const answers = [
      ['experian', en.admin.answer.choices.deleted],
      ['equifax', en.admin.answer.choices.verified],
      ['transunion', en.admin.answer.choices.verified],
    ] as const;
    for (const [bureau, choice] of answers) {
      const bureauName = en.bureaus[bureau];
      // Only the first dispute is still waiting for answers; the other was answered above.
      await page
        .getByRole('button', {
          name: new RegExp(`^${fill(en.admin.answer.actionFor, { bureau: bureauName, name: '.+' })}$`),
        })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: fill(en.admin.answer.title, { bureau: bureauName }) });
      await dialog.getByLabel(choice).check();
      if (bureau === 'experian') await capture('8-2-record-deletion');
      await dialog.getByRole('button', { name: en.admin.answer.save }).click();
      await expect(
        page.getByText(fill(en.admin.answer.success, { bureau: bureauName }), { exact: true }),
      ).toBeVisible();
    }
    // The status badge (a span; the filter's option says the same word).
    await expect(
      page.locator('span', { hasText: new RegExp(`^${en.disputes.status.resolved}$`) }).first(),
    ).toBeVisible();
    await capture('8-3-dispute-resolved');

    // Overview: the success rate now counts this dispute as resolved.
    const after = await (await page.request.get('/api/admin/metrics')).json();
    expect(after.disputeSuccessRate).toBeGreaterThan(before.disputeSuccessRate);
    await page.goto('/admin-dashboard?tab=overview');
    await expect(page.getByText(`${after.disputeSuccessRate.toFixed(1)}%`, { exact: true })).toBeVisible();
    await expect(page.getByText(disputeId.slice(0, 8)).first()).toBeVisible();
    await capture('8-4-overview');

    // Client records: the member's row, then the CSV with the same filters.
    await page.goto('/admin-dashboard?tab=client-records');
    await page.getByLabel(en.admin.clients.search).fill(memberEmail);
    await expect(page.getByText(en.admin.clients.count_one.replace('{{count}}', '1'))).toBeVisible();
    await expect(page.getByText(memberEmail).first()).toBeVisible();
    await capture('8-5-client-records');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: en.admin.clients.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^client-records-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(memberEmail);

    // The audit log shows what this admin did, and offers no way to change it.
    await page.goto('/admin-dashboard?tab=audit-log');
    await expect(page.getByText(memberEmail).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /delete|edit/i })).toHaveCount(0);
    await capture('8-6-audit-log');
  } finally {
    await member.dispose();
  }
});
