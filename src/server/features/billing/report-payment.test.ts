import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/billing.ts';
import { signUpMember } from '../../test-support/members.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { AGREEMENT_VERSION } from './agreement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** A member who accepted the monthly plan's agreement and reports its payment with `body`. */
async function report(body: object) {
  const member = await signUpMember(t);
  await post('/api/subscription/agreement', member.cookie, { plan: 'monthly', version: AGREEMENT_VERSION });
  const answer = await post('/api/subscription/payment-completed', member.cookie, { paymentType: 'monthly', ...body });
  const rows = await t.db.select().from(payments).where(eq(payments.userId, member.id));
  return { answer, rows };
}

describe('"I\'ve completed payment" (manual mode)', () => {
  it('keeps when the member said they paid and the reference they gave, for the verifying admin', async () => {
    t.clock.set(new Date('2026-11-23T16:30:00Z'));
    const { answer, rows } = await report({ reference: '  INV-2026-0077 ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(rows).toMatchObject([
      {
        kind: 'purchase',
        status: 'awaiting_verification',
        reportedAt: new Date('2026-11-23T16:30:00Z'),
        memberReference: 'INV-2026-0077',
      },
    ]);
  });

  it('records no reference when none was given', async () => {
    for (const body of [{}, { reference: '   ' }]) {
      const { rows } = await report(body);
      expect(rows).toMatchObject([{ reportedAt: t.clock.now(), memberReference: null }]);
    }
  });

  it('refuses a reference longer than a processor gives, recording nothing', async () => {
    const { answer, rows } = await report({ reference: 'x'.repeat(101) });
    expect(answer.statusCode).toBe(400);
    expect(rows).toEqual([]);
  });
});
