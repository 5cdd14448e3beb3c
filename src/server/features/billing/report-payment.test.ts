import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/billing.ts';
import { callAs } from '#server/test-support/admin.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

/** A monthly member whose first month closed with a letter in it: its price is due. */
async function memberOwing() {
  t.clock.set(new Date('2026-11-02T15:00:00Z'));
  const member = await activeMember(t, admin);
  const as = callAs(t, member.cookie);
  const draft = await as('POST', '/api/disputes', {
    negativeItemId: member.report.negativeItems[0]?.id,
    disputeReason: 'not_mine',
  });
  expect((await as('POST', '/api/disputes/process', { disputeIds: [draft.json().id] })).statusCode).toBe(200);
  t.clock.set(new Date('2026-12-02T16:30:00Z'));
  const report = (body: object) => as('POST', '/api/subscription/payment-reported', body);
  const rows = () => t.db.select().from(payments).where(eq(payments.userId, member.id));
  return { report, rows };
}

describe('reporting a due payment (manual mode)', () => {
  it('keeps when the member said they paid and the reference they gave, for the verifying admin', async () => {
    const { report, rows } = await memberOwing();
    const answer = await report({ reference: '  INV-2026-0077 ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await rows()).find((row) => row.kind === 'purchase')).toMatchObject({
      status: 'awaiting_verification',
      reportedAt: new Date('2026-12-02T16:30:00Z'),
      memberReference: 'INV-2026-0077',
    });
  });

  it('records no reference when none was given', async () => {
    for (const body of [{}, { reference: '   ' }]) {
      const { report, rows } = await memberOwing();
      expect((await report(body)).statusCode).toBe(200);
      expect((await rows()).find((row) => row.kind === 'purchase')).toMatchObject({
        reportedAt: t.clock.now(),
        memberReference: null,
      });
    }
  });

  it('refuses a reference longer than a processor gives, and a payment not due, changing nothing', async () => {
    const { report, rows } = await memberOwing();
    const before = await rows();
    expect((await report({ reference: 'x'.repeat(101) })).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
    expect((await report({ reference: 'OK-1' })).statusCode).toBe(200);
    const reported = await rows();
    const again = await report({ reference: 'OK-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WRONG_SUBSCRIPTION_STATE', reason: 'nothing_due' });
    expect(await rows()).toEqual(reported);
  });
});
