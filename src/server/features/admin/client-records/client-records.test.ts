import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { creditReports } from '#server/db/schema/credit.ts';
import { callAs, insertUsers } from '#server/test-support/admin.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { refundedLegacyMember, TEST_ACTIVATION_KEY, verifyRenewal } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { ClientHistory, ClientRecordsResponse } from '#shared/schemas/admin.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let rich: { id: string; cookie: string; disputeIds: string[]; creditScore: number; scores: number[] };
let refunded: { id: string; cookie: string; report: { creditScore: number | null } };

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * DAY });
  t.clock.set(new Date('2026-11-02T15:00:00Z'));
  admin = await signUpAdmin(t);

  // Three sent disputes: one resolved, one in review, one still sent; and an older report beside the latest.
  const member = await memberWithSentDisputes(t, admin, 3);
  // Waiting out the member's right to cancel outlasted the admin's second factor.
  await passSecondFactor(t, admin);
  const answer = (id: string, bureau: string, body: object) =>
    callAs(t, admin.cookie)('POST', `/api/admin/disputes/${id}/bureaus/${bureau}/answer`, body);
  for (const bureau of ['experian', 'equifax', 'transunion']) {
    await answer(member.disputeIds[0] as string, bureau, { outcome: 'deleted' });
  }
  await answer(member.disputeIds[1] as string, 'equifax', { status: 'in_review' });
  const report = (await callAs(t, member.cookie)('GET', '/api/credit-report')).json();
  const [latest] = await t.db.select().from(creditReports);
  if (!latest) throw new Error('no report');
  const { id: _id, ...older } = latest;
  await t.db.insert(creditReports).values({
    ...older,
    pulledAt: new Date('2020-01-01T00:00:00Z'),
    experianScore: 500,
    equifaxScore: 510,
    transunionScore: 520,
  });
  rich = {
    ...member,
    creditScore: report.creditScore,
    scores: [report.experianScore, report.equifaxScore, report.transunionScore],
  };
  // The first month closes with its letters: billed after it, reported paid by the member, verified by an admin.
  t.clock.set(new Date('2026-12-03T15:00:00Z'));
  await verifyRenewal(t, admin, member);

  // A purchase from the old pay-first flow, activated, and cancelled inside the 3 business days: refunded in full.
  refunded = await refundedLegacyMember(t, admin, { firstName: 'Rafa', lastName: 'Refund' });

  await insertUsers(t, [
    { lastName: 'Datecheck', firstName: 'Dora', createdAt: new Date('2026-10-31T23:59:59.999Z') },
    { lastName: 'Datecheck', firstName: 'Eli', createdAt: new Date('2026-11-01T00:00:00.000Z') },
    { lastName: 'Datecheck', firstName: 'Fay', createdAt: new Date('2026-11-30T23:59:59.999Z') },
    { lastName: 'Datecheck', firstName: 'Gus', createdAt: new Date('2026-12-01T00:00:00.000Z') },
  ]);
});
afterAll(async () => {
  await t.close();
});

const records = async (query = '') => {
  const res = await callAs(t, admin.cookie)('GET', `/api/admin/client-records?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClientRecordsResponse;
};
const listings = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'client_records_listed'));
const recordOf = async (id: string) => (await records('pageSize=100')).clients.find((client) => client.id === id);

describe('GET /api/admin/client-records', () => {
  it('computes each client’s figures: disputes, payments less refunds, the latest score, onboarding', async () => {
    expect(await recordOf(rich.id)).toMatchObject({
      phoneNumber: '(555) 123-4567',
      onboardingCompleted: true,
      subscriptionStatus: 'active',
      subscriptionTier: 'monthly',
      totalDisputes: 3,
      activeDisputes: 2,
      resolvedDisputes: 1,
      totalPaymentsCents: 12_000,
      creditScore: rich.creditScore,
      isAdmin: false,
    });
    expect(await recordOf(refunded.id)).toMatchObject({
      firstName: 'Rafa',
      subscriptionStatus: 'inactive',
      subscriptionTier: 'premium',
      totalDisputes: 0,
      totalPaymentsCents: 0,
      creditScore: refunded.report.creditScore,
    });
    expect(await recordOf(admin.id)).toMatchObject({
      isAdmin: true,
      phoneNumber: null,
      onboardingCompleted: false,
      totalPaymentsCents: 0,
      creditScore: null,
      lastLoginDate: expect.any(String),
    });
  });

  it('filters by the sign-up day in UTC, both ends included', async () => {
    const names = async (query: string) =>
      (await records(`search=datecheck&sort=registrationDate&order=asc&${query}`)).clients.map((c) => c.firstName);
    expect(await names('')).toEqual(['Dora', 'Eli', 'Fay', 'Gus']);
    expect(await names('dateFrom=2026-11-01&dateTo=2026-11-30')).toEqual(['Eli', 'Fay']);
    expect(await names('dateFrom=2026-11-30')).toEqual(['Fay', 'Gus']);
    expect(await names('dateTo=2026-10-31')).toEqual(['Dora']);
    expect(await names('dateFrom=2026-11-30&dateTo=2026-11-30')).toEqual(['Fay']);
  });

  it("reads the spec's empty `status=&dateFrom=&dateTo=` as no filter", async () => {
    const all = await records('sort=registrationDate&order=asc');
    expect(await records('search=&status=&dateFrom=&dateTo=&sort=registrationDate&order=asc')).toEqual(all);
    expect((await records('search=datecheck&status=&dateFrom=2026-11-30&dateTo=')).totalCount).toBe(2);
  });

  it('searches, filters by status, sorts and pages', async () => {
    expect((await records('search=REFUND')).clients.map((c) => c.id)).toEqual([refunded.id]);
    expect((await records('status=active')).clients.map((c) => c.id)).toEqual([rich.id]);
    expect((await records('sort=totalDisputes&order=desc')).clients[0]?.id).toBe(rich.id);
    expect((await records('sort=lastName&order=asc&search=datecheck')).totalCount).toBe(4);
    const all = await records('sort=registrationDate&order=asc');
    expect([all.totalCount, all.totalCapped]).toEqual([7, false]);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => records(`sort=registrationDate&order=asc&pageSize=2&page=${page}`)),
    );
    expect(pages.flatMap((page) => page.clients.map((c) => c.id))).toEqual(all.clients.map((c) => c.id));
    expect(pages.map((page) => [page.totalCount, page.page, page.pageSize, page.clients.length])).toEqual([
      [7, 1, 2, 2],
      [7, 2, 2, 2],
      [7, 3, 2, 2],
      [7, 4, 2, 1],
    ]);
  });

  it('records every page an admin reads: who, from where, which page and filters, how many people', async () => {
    const before = new Set((await listings()).map((entry) => entry.id));
    await records('search=datecheck&status=incomplete&dateFrom=2026-11-01&dateTo=2026-11-30&pageSize=1&page=2');
    expect((await listings()).filter((entry) => !before.has(entry.id))).toMatchObject([
      {
        actorId: admin.id,
        targetUserId: null,
        details: {
          page: 2,
          search: 'datecheck',
          status: 'incomplete',
          dateFrom: '2026-11-01',
          dateTo: '2026-11-30',
          rowCount: 1,
        },
        ipAddress: '127.0.0.1',
        userAgent: 'vitest-admin',
        createdAt: t.clock.now(),
      },
    ]);
  });

  it('refuses a range that ends before it starts, and other bad queries, with 400, recording nothing', async () => {
    const before = (await listings()).length;
    for (const query of [
      'dateFrom=2026-11-02&dateTo=2026-11-01',
      'dateFrom=2026-13-01',
      'dateTo=yesterday',
      'sort=ssn',
      'status=gold',
      'pageSize=0',
    ]) {
      const res = await callAs(t, admin.cookie)('GET', `/api/admin/client-records?${query}`);
      expect([res.statusCode, res.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await listings()).toHaveLength(before);
  });
});

describe('GET /api/admin/client-records/:userId/history', () => {
  const history = (userId: string) => callAs(t, admin.cookie)('GET', `/api/admin/client-records/${userId}/history`);

  it('answers the subscription, disputes, reports and payments, and records that an admin looked', async () => {
    // A month on, the second month closes without letters (nothing owed) and the next begins by itself: the
    // system, not a person, did that.
    t.clock.advance(31 * DAY);
    await callAs(t, rich.cookie)('GET', '/api/subscription');
    await passSecondFactor(t, admin);
    const res = await history(rich.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ClientHistory;
    expect(body.client).toMatchObject({ id: rich.id, totalDisputes: 3 });
    expect(body.subscriptionHistory.map((entry) => [entry.action, entry.tier, entry.newStatus, entry.by])).toEqual(
      expect.arrayContaining([
        ['activated', 'monthly', 'active', 'member'],
        ['payment_reported', 'monthly', 'active', 'member'],
        ['renewal_verified', 'monthly', 'active', 'admin'],
        ['renewed', 'monthly', 'active', 'system'],
      ]),
    );
    expect(body.disputeHistory.map((dispute) => dispute.status).sort()).toEqual(['in_review', 'resolved', 'sent']);
    expect(body.disputeHistory.every((dispute) => dispute.bureaus.length > 0 && dispute.userId === rich.id)).toBe(true);
    expect(
      body.creditReports.map((report) => [report.experianScore, report.equifaxScore, report.transunionScore]),
    ).toEqual([rich.scores, [500, 510, 520]]);
    expect(body.creditReports.map((report) => report.creditScore)).toEqual([rich.creditScore, 510]);
    expect(
      body.paymentTimeline.map((payment) => [payment.kind, payment.paymentType, payment.amountCents, payment.status]),
    ).toEqual([
      ['purchase', 'monthly', 12_000, 'completed'],
      ['renewal', 'monthly', 12_000, 'waived'],
      ['renewal', 'monthly', 12_000, 'scheduled'],
    ]);
    const entries = await t.db.select().from(auditLog);
    expect(entries.filter((entry) => entry.action === 'client_history_viewed')).toMatchObject([
      {
        actorId: admin.id,
        targetUserId: rich.id,
        ipAddress: '127.0.0.1',
        userAgent: 'vitest-admin',
        createdAt: t.clock.now(),
      },
    ]);
  });

  it('shows a refund as a negative payment', async () => {
    const body = (await history(refunded.id)).json() as ClientHistory;
    expect(body.paymentTimeline.map((payment) => [payment.kind, payment.amountCents, payment.status])).toEqual([
      ['purchase', 29_900, 'completed'],
      ['refund', -29_900, 'refund_due'],
    ]);
    expect(body.subscriptionHistory.at(-1)).toMatchObject({ newStatus: 'inactive', by: 'member' });
  });

  it('answers 404 for an unknown client and 400 for a bad id, recording nothing', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    expect((await history('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await history('42')).statusCode).toBe(400);
    expect(await t.db.select().from(auditLog)).toHaveLength(before);
  });
});
