import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes } from '#server/db/schema/disputes.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { sealPlainDisputeDetails } from './dispute-details.ts';

let t: TestApp;
let member: { cookie: string; id: string };
let disputeId: string;
const WORDS = 'Not mine: I have lived at 4817 Quillback Lane since 2015.';

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY });
  const admin = await signUpAdmin(t);
  const active = await activeMember(t, admin);
  member = active;
  const item = active.report.negativeItems[0];
  const drafted = await call('POST', '/api/disputes', {
    negativeItemId: item?.id,
    disputeReason: 'not_mine',
    additionalDetails: WORDS,
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  disputeId = (drafted.json() as DisputeResponse).id;
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload ? { payload } : {}) });
}
const row = async () => (await t.db.select().from(disputes).where(eq(disputes.id, disputeId)))[0];
const shown = async () =>
  ((await call('GET', '/api/disputes')).json() as DisputeResponse[]).find((dispute) => dispute.id === disputeId);

describe('a dispute’s own words', () => {
  it('are kept sealed, shown to their owner and quoted in the letters', async () => {
    const stored = await row();
    expect(stored?.additionalDetails).toBeNull();
    expect(stored?.additionalDetailsSealed?.includes('Quillback')).toBe(false);
    expect(t.cipher.decrypt(stored?.additionalDetailsSealed ?? Buffer.alloc(0)).toString()).toBe(WORDS);
    expect((await shown())?.additionalDetails).toBe(WORDS);
    expect((await call('POST', '/api/disputes/process', { disputeIds: [disputeId] })).statusCode).toBe(200);
    expect((await shown())?.letterContent).toContain('4817 Quillback Lane since 2015');
  });

  it('written in the clear before migration 0015 still read, and are sealed once at start-up', async () => {
    await t.db
      .update(disputes)
      .set({ additionalDetailsSealed: null, additionalDetails: 'Paid in full in March.' })
      .where(eq(disputes.id, disputeId));
    expect((await shown())?.additionalDetails).toBe('Paid in full in March.');
    expect(await sealPlainDisputeDetails(t.db, t.cipher)).toBe(1);
    const sealed = await row();
    expect(sealed?.additionalDetails).toBeNull();
    expect(t.cipher.decrypt(sealed?.additionalDetailsSealed ?? Buffer.alloc(0)).toString()).toBe(
      'Paid in full in March.',
    );
    expect((await shown())?.additionalDetails).toBe('Paid in full in March.');
    expect(await sealPlainDisputeDetails(t.db, t.cipher)).toBe(0);
  });
});
