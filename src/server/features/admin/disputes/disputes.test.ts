import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import { memberWithSentDisputes, sendDisputeInOwnWords } from '#server/test-support/disputes.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let first: { id: string; cookie: string; disputeIds: string[]; email: string };
let second: { id: string; cookie: string; disputeIds: string[]; email: string };

const emailOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.email ?? '';

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * DAY });
  admin = await signUpAdmin(t);
  t.clock.set(new Date('2026-11-02T15:00:00Z'));
  const one = await memberWithSentDisputes(t, admin, 2);
  await t.db.update(users).set({ firstName: 'Ana', lastName: 'Primera' }).where(eq(users.id, one.id));
  t.clock.advance(DAY);
  const two = await memberWithSentDisputes(t, admin, 1);
  await t.db.update(users).set({ firstName: 'Beto', lastName: 'Segundo' }).where(eq(users.id, two.id));
  first = { ...one, email: await emailOf(one.id) };
  second = { ...two, email: await emailOf(two.id) };
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const res = await callAs(t, admin.cookie)('GET', `/api/admin/disputes?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { disputes: AdminDispute[]; total: number; totalCapped: boolean };
};
/** The admin passes the second factor again first: these tests move the clock by days. */
const answer = async (disputeId: string, bureau: string, body: object, cookie = admin.cookie) => {
  if (cookie === admin.cookie) await passSecondFactor(t, admin);
  return callAs(t, cookie)('POST', `/api/admin/disputes/${disputeId}/bureaus/${bureau}/answer`, body);
};
/** Every entry but the admin's set-up of the second factor, which is dated after the clock was set back. */
const auditEntries = () =>
  t.db.select().from(auditLog).where(ne(auditLog.action, 'two_factor_enrolled')).orderBy(auditLog.createdAt);

describe('GET /api/admin/disputes', () => {
  it('lists every member’s disputes, newest first, with who filed them and each bureau', async () => {
    const { disputes, total, totalCapped } = await list();
    expect([total, totalCapped]).toEqual([3, false]);
    expect(disputes.map((d) => d.userId)).toEqual([second.id, first.id, first.id]);
    expect(disputes.map((d) => d.id).sort()).toEqual([...first.disputeIds, ...second.disputeIds].sort());
    expect(disputes[0]).toMatchObject({
      userId: second.id,
      userEmail: second.email,
      userName: 'Beto Segundo',
      reasonCode: 'not_mine',
      status: 'sent',
      resolvedAt: null,
    });
    expect(disputes[0]?.accountName).toEqual(expect.any(String));
    expect(disputes[0]?.bureaus.map((b) => [b.bureau, b.status, b.outcome, b.overdue])).toEqual([
      ['experian', 'mailed', null, false],
      ['equifax', 'mailed', null, false],
      ['transunion', 'mailed', null, false],
    ]);
    expect((await list('order=asc')).disputes.map((d) => d.userId)).toEqual([first.id, first.id, second.id]);
  });

  it('searches the member’s email and names and the account’s name, and pages', async () => {
    expect((await list('search=primera')).disputes.map((d) => d.userId)).toEqual([first.id, first.id]);
    expect((await list(`search=${encodeURIComponent(second.email.toUpperCase())}`)).total).toBe(1);
    const account = (await list()).disputes[0]?.accountName ?? '';
    expect((await list(`search=${encodeURIComponent(account.slice(1, 6).toLowerCase())}`)).total).toBeGreaterThan(0);
    expect((await list('search=%25')).total).toBe(0);
    const page = await list('pageSize=2&page=2');
    expect([page.total, page.disputes.length]).toEqual([3, 1]);
  });

  it('leaves withdrawn drafts out unless asked for by status', async () => {
    const items = (await callAs(t, first.cookie)('GET', '/api/credit-report')).json().negativeItems;
    const drafted = await callAs(t, first.cookie)('POST', '/api/disputes', {
      negativeItemId: items.find((item: { isDisputed: boolean }) => !item.isDisputed).id,
      disputeReason: 'not_mine',
    });
    const id = drafted.json().id;
    expect((await list('status=draft')).disputes.map((d) => [d.id, d.bureaus])).toEqual([[id, []]]);
    await callAs(t, first.cookie)('PATCH', `/api/disputes/${id}/status`, { status: 'withdrawn' });
    expect((await list()).disputes.map((d) => d.id)).not.toContain(id);
    expect((await list('status=withdrawn')).disputes.map((d) => d.id)).toEqual([id]);
    expect((await callAs(t, admin.cookie)('GET', '/api/admin/disputes?status=lost')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/disputes/:disputeId/bureaus/:bureau/answer', () => {
  it('records review and outcomes, the dispute’s status follows, and each answer is audited', async () => {
    const id = first.disputeIds[0] as string;
    const before = (await auditEntries()).length;
    const review = await answer(id, 'experian', { status: 'in_review' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ id, status: 'in_review', userEmail: first.email });
    expect(review.json().bureaus[0]).toMatchObject({ bureau: 'experian', status: 'in_review', outcome: null });

    t.clock.advance(DAY);
    const today = t.clock.now().toISOString().slice(0, 10);
    await answer(id, 'experian', { outcome: 'deleted', respondedOn: today });
    await answer(id, 'equifax', { outcome: 'verified' });
    const resolved = await answer(id, 'transunion', { outcome: 'updated' });
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolvedAt: t.clock.now().toISOString() });
    expect(resolved.json().bureaus.map((b: { outcome: string }) => b.outcome)).toEqual([
      'deleted',
      'verified',
      'updated',
    ]);

    const entries = (await auditEntries()).slice(before);
    expect(entries.map((entry) => [entry.action, entry.details.bureau, entry.details.newStatus])).toEqual([
      ['dispute_review_recorded', 'experian', 'in_review'],
      ['dispute_outcome_recorded', 'experian', 'in_review'],
      ['dispute_outcome_recorded', 'equifax', 'in_review'],
      ['dispute_outcome_recorded', 'transunion', 'resolved'],
    ]);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetUserId: first.id,
      targetEmail: first.email,
      ipAddress: '127.0.0.1',
      userAgent: 'vitest-admin',
      details: { disputeId: id, bureau: 'experian', outcome: null, respondedOn: null, newStatus: 'in_review' },
    });
    expect(entries[1]?.details).toEqual({
      disputeId: id,
      bureau: 'experian',
      outcome: 'deleted',
      respondedOn: today,
      newStatus: 'in_review',
    });
    await passSecondFactor(t, admin);
    expect((await callAs(t, admin.cookie)('GET', '/api/admin/metrics')).json().disputeSuccessRate).toBe(100);
  });

  it('refuses what the dispute rules refuse, recording nothing', async () => {
    const before = (await auditEntries()).length;
    const answered = await answer(first.disputeIds[0] as string, 'experian', { outcome: 'verified' });
    expect([answered.statusCode, answered.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    const early = await answer(second.disputeIds[0] as string, 'equifax', { outcome: 'no_response' });
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'not_yet_due' });
    const future = await answer(second.disputeIds[0] as string, 'equifax', {
      outcome: 'deleted',
      respondedOn: '2031-01-01',
    });
    expect(future.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'answer_date' });
    const unknown = await answer('00000000-0000-4000-8000-000000000000', 'experian', { outcome: 'deleted' });
    expect(unknown.statusCode).toBe(404);
    for (const [bureau, body] of [
      ['innovis', { outcome: 'deleted' }],
      ['experian', { outcome: 'maybe' }],
      ['experian', { status: 'answered' }],
      ['experian', { status: 'in_review', outcome: 'deleted' }],
      ['experian', { outcome: 'deleted', respondedOn: 'yesterday' }],
      ['experian', {}],
    ] as const) {
      expect((await answer(second.disputeIds[0] as string, bureau, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await auditEntries()).toHaveLength(before);
  });

  it('audits an admin’s answer through the members’ route the same way', async () => {
    const id = second.disputeIds[0] as string;
    await passSecondFactor(t, admin);
    const res = await callAs(t, admin.cookie)('PATCH', `/api/disputes/${id}/status`, {
      bureau: 'equifax',
      outcome: 'deleted',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await auditEntries()).slice(-1);
    expect(entry).toMatchObject({
      action: 'dispute_outcome_recorded',
      actorId: admin.id,
      targetUserId: second.id,
      details: { disputeId: id, bureau: 'equifax', outcome: 'deleted', newStatus: 'in_review' },
    });
    // A member's own moves (new information for a bureau) are not admin actions: nothing is recorded.
    const before = (await auditEntries()).length;
    const extended = await callAs(t, second.cookie)('PATCH', `/api/disputes/${id}/status`, {
      bureau: 'experian',
      newInformation: true,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(await auditEntries()).toHaveLength(before);
  });
});

describe('GET /api/admin/users/:userId/campaign', () => {
  it('answers the member’s sent disputes with their campaigns, as the member sees them, and audits the view', async () => {
    await passSecondFactor(t, admin);
    const before = (await auditEntries()).length;
    const res = await callAs(t, admin.cookie)('GET', `/api/admin/users/${first.id}/campaign`);
    expect(res.statusCode, res.body).toBe(200);
    const campaign = res.json() as DisputeResponse[];
    // The withdrawn draft is no campaign.
    expect(campaign.map((dispute) => dispute.id).sort()).toEqual([...first.disputeIds].sort());
    const own = (await callAs(t, first.cookie)('GET', '/api/disputes')).json() as DisputeResponse[];
    const sent = own.filter((dispute) => first.disputeIds.includes(dispute.id));
    expect(sent.every((dispute) => dispute.letterContent !== null)).toBe(true);
    // The letters' text is no part of it: a letter is read on its own, audited as such.
    expect(campaign).toEqual(sent.map((dispute) => ({ ...dispute, letterContent: null, additionalDetails: null })));
    expect(campaign.find((dispute) => dispute.id === first.disputeIds[0])).toMatchObject({
      campaignState: 'ready_for_next_round',
      nextSteps: expect.arrayContaining([
        expect.objectContaining({ kind: 'method_of_verification', bureau: 'equifax' }),
      ]),
    });
    const entries = (await auditEntries()).slice(before);
    expect(entries).toMatchObject([
      { action: 'campaign_viewed', actorId: admin.id, targetUserId: first.id, targetEmail: first.email },
    ]);

    const nobody = await callAs(t, admin.cookie)(
      'GET',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/campaign',
    );
    expect(nobody.statusCode).toBe(404);
    expect((await callAs(t, first.cookie)('GET', `/api/admin/users/${first.id}/campaign`)).statusCode).toBe(403);
    expect(await auditEntries()).toHaveLength(before + 1);
  });
});

describe('GET /api/admin/disputes?campaign=', () => {
  const idsOf = async (query: string) => {
    await passSecondFactor(t, admin);
    const { disputes, total } = await list(query);
    return { ids: disputes.map((dispute) => dispute.id), total };
  };

  it('filters by where each campaign stands, with the other filters and the paging', async () => {
    const unmailed = await memberWithSentDisputes(t, admin, 1, false);
    expect(await idsOf('campaign=ready_for_next_round')).toEqual({ ids: [first.disputeIds[0]], total: 1 });
    expect(await idsOf('campaign=waiting_on_member')).toEqual({ ids: unmailed.disputeIds, total: 1 });
    expect(await idsOf('campaign=late')).toEqual({ ids: [], total: 0 });

    // Past every bureau's date, the letters mailed and unanswered are late.
    t.clock.advance(60 * DAY);
    const late = [second.disputeIds[0], first.disputeIds[1]];
    expect(await idsOf('campaign=late')).toEqual({ ids: late, total: 2 });
    expect(await idsOf('campaign=late&pageSize=1&page=2')).toEqual({ ids: [first.disputeIds[1]], total: 2 });
    expect(await idsOf('campaign=late&order=asc')).toEqual({ ids: [...late].reverse(), total: 2 });
    expect(await idsOf('campaign=late&search=primera')).toEqual({ ids: [first.disputeIds[1]], total: 1 });
    expect(await idsOf('campaign=&search=primera')).toMatchObject({ total: 2 });
    expect((await callAs(t, admin.cookie)('GET', '/api/admin/disputes?campaign=won')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/:userId/campaign, what it leaves out', () => {
  it('holds neither the letters’ text (date of birth, SSN, address) nor the member’s own words', async () => {
    const member = await activeMember(t, admin);
    const words = 'The account was opened with my stolen wallet in Reno';
    const dispute = await sendDisputeInOwnWords(t, member.cookie, member.report, words);
    expect(dispute.additionalDetails).toBe(words);
    const street = /Current address: ([^,\n]+)/.exec(dispute.letterContent ?? '')?.[1] ?? '';
    expect(dispute.letterContent).toContain('Date of birth');
    expect(street).not.toBe('');

    await passSecondFactor(t, admin);
    const res = await callAs(t, admin.cookie)('GET', `/api/admin/users/${member.id}/campaign`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([{ id: dispute.id, letterContent: null, additionalDetails: null }]);
    for (const text of ['Date of birth', 'Social Security number', street, 'stolen wallet']) {
      expect(res.body).not.toContain(text);
    }
  });
});
