import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import {
  agreementAcceptances,
  billingPeriods,
  payments,
  subscriptionHistory,
  subscriptions,
} from '#server/db/schema/billing.ts';
import { disputeBureaus, disputes, letters } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import { pullDemoReport } from '#server/test-support/credit.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { browser, freshEmail, tokenFrom } from './test-browser.ts';

const t = setUpTestApp();

/** Every row that spending money or sending letters would write, as text, to compare before and after. */
async function snapshot() {
  const tables = [
    users,
    agreementAcceptances,
    subscriptions,
    payments,
    billingPeriods,
    subscriptionHistory,
    disputes,
    disputeBureaus,
    letters,
    auditLog,
  ];
  return JSON.stringify(await Promise.all(tables.map((table) => t.db.select().from(table))));
}

describe('a member whose email is not verified yet', () => {
  it('may look around but not spend money or send letters: each such route answers 403 and changes nothing', async () => {
    const b = browser(t);
    const email = freshEmail();
    await b.register(email);
    expect((await b.login(email)).json().emailVerified).toBe(false);
    const report = await pullDemoReport(t, `cp_session=${b.jar.get('cp_session')}`);
    const item = report.negativeItems[0];
    const drafted = await b.call('POST', '/api/disputes', { negativeItemId: item?.id, disputeReason: 'not_mine' });
    expect(drafted.statusCode).toBe(201);
    const disputeId: string = drafted.json().id;

    const gated = [
      ['POST', '/api/subscription/agreement', { plan: 'monthly', version: AGREEMENT_VERSION }],
      ['POST', '/api/subscription/start', { paymentType: 'monthly' }],
      ['POST', '/api/disputes/process', { disputeIds: [disputeId] }],
      ['POST', `/api/disputes/${disputeId}/regenerate-letters`, undefined],
      ['GET', `/api/disputes/${disputeId}/download-pdf/experian`, undefined],
      ['POST', `/api/disputes/${disputeId}/bureaus/experian/mailed`, { mailedOn: '2026-11-22' }],
    ] as const;
    const before = await snapshot();
    for (const [method, url, body] of gated) {
      const res = await b.call(method, url, body);
      expect([res.statusCode, res.json().code], url).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    }
    expect(await snapshot()).toBe(before);

    // What costs nothing and sends nothing stays open.
    for (const url of ['/api/credit-report', '/api/disputes', '/api/subscription', '/api/auth/sessions']) {
      expect((await b.call('GET', url)).statusCode, url).toBe(200);
    }
    expect((await b.call('POST', '/api/subscription/cancel')).statusCode).not.toBe(403);

    // Once the link is opened, the same request goes through.
    await b.call('POST', '/api/auth/email/verify', { token: await tokenFrom(t, email, '/verify-email') });
    const accepted = await b.call('POST', '/api/subscription/agreement', gated[0][2]);
    expect(accepted.statusCode).toBe(201);
  });
});
