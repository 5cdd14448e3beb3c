import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { e2eActivationKey, e2eAdminEmail } from '../playwright.config.ts';
import en from '../src/client/locales/en.json' with { type: 'json' };
import { expect, passRightToCancel, signIn, test, uniqueEmail } from './fixtures.ts';

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

const ADMIN = { email: e2eAdminEmail, password: 'journey-admin-password' };

/** A member who pulled their report, signed the agreement and reported their payment: pending verification. */
async function pendingMember(member: APIRequestContext, email: string) {
  const signedUp = await member.post('/api/auth/password/register', {
    data: { email, password: 'journey-password-1', firstName: 'Paula', lastName: 'Pending' },
  });
  expect(signedUp.status()).toBe(201);
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
  const agreement = await (await member.get('/api/subscription/agreement?plan=monthly')).json();
  expect(
    (await member.post('/api/subscription/agreement', { data: { plan: 'monthly', version: agreement.version } })).ok(),
  ).toBe(true);
  expect((await member.post('/api/subscription/payment-completed', { data: { paymentType: 'monthly' } })).ok()).toBe(
    true,
  );
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

test('an admin activates a pending member, records a bureau deletion, sees the success rate move and exports CSV', async ({
  page,
  capture,
  baseURL,
}) => {
  const memberEmail = uniqueEmail('paula.pending');
  const member = await playwrightRequest.newContext({ baseURL });
  try {
    await pendingMember(member, memberEmail);
    // The journeys' admin comes from ADMIN_EMAILS: registered on first use, signed in through the form.
    await page.request.post('/api/auth/password/register', { data: { ...ADMIN, firstName: 'Ada', lastName: 'Admin' } });
    await page.request.post('/api/auth/logout').catch(() => undefined);
    await page.context().clearCookies();
    await page.goto('/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Users: find the pending member and activate them with the key.
    await page.goto('/admin-dashboard?tab=users');
    await expect(page.getByRole('heading', { name: en.admin.title })).toBeVisible();
    await page.getByLabel(en.admin.users.search).fill(memberEmail);
    const activate = page.getByRole('button', { name: fill(en.admin.activate.actionFor, { name: 'Paula Pending' }) });
    await expect(activate).toBeVisible();
    await capture('8-1-users-pending');
    await activate.click();
    const keyDialog = page.getByRole('dialog', { name: en.admin.activate.title });
    await keyDialog.getByLabel(en.admin.activate.keyLabel).fill(e2eActivationKey);
    await keyDialog.getByLabel(en.admin.activate.referenceLabel).fill('INV-2026-0042');
    await keyDialog.getByRole('button', { name: en.admin.activate.confirm }).click();
    await expect(page.getByText(en.admin.activate.success, { exact: true })).toBeVisible();
    await expect(activate).toBeHidden();

    // Three business days later the member sends a dispute; the browser keeps the server's date.
    const serverNow = await passRightToCancel(member);
    await page.clock.install({ time: serverNow });
    const [disputeId, verifiedId] = await sendTwoDisputes(member, serverNow.toISOString().slice(0, 10));
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
