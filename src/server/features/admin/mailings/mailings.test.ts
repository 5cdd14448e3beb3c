import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputeBureaus, letters } from '#server/db/schema/disputes.ts';
import { mailings, mailingTracking } from '#server/db/schema/mailings.ts';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { BillingPaymentStatus } from '#shared/constants/billing.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { TrackingStep } from '#shared/constants/mailing.ts';
import type { AdminMailingDetail, AdminMailingsResponse } from '#shared/schemas/mailing.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** The instant the lists are read at; every mailing is dated from it. */
const NOW = new Date('2026-12-01T12:00:00Z');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
type Member = { id: string; cookie: string; disputeIds: string[]; email: string };
let ana: Member;
let beto: Member;
/** The mailings by name, each its row's id. */
const ids: Record<string, string> = {};

/** A payment of the member's, as the charge after mailing writes it. */
async function mailingPayment(userId: string, amountCents: number): Promise<string> {
  const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!subscription) throw new Error('the member has no plan');
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId,
      subscriptionId: subscription.id,
      kind: 'mailing',
      amountCents,
      status: 'completed',
      createdAt: NOW,
    })
    .returning({ id: payments.id });
  return payment?.id ?? '';
}

/** A mailing of the member's bureau letter, written straight into the table with its scans. */
async function insertMailing(
  name: string,
  member: Member,
  disputeId: string,
  bureau: Bureau,
  row: Partial<typeof mailings.$inferInsert> & { createdAt: Date },
  scans: { step: TrackingStep; at: string; location?: string }[] = [],
) {
  const [target] = await t.db
    .select({ id: disputeBureaus.id })
    .from(disputeBureaus)
    .where(and(eq(disputeBureaus.disputeId, disputeId), eq(disputeBureaus.bureau, bureau)));
  const [letter] = await t.db
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.disputeId, disputeId), eq(letters.bureau, bureau)));
  if (!target || !letter) throw new Error(`no ${bureau} letter for ${disputeId}`);
  const [inserted] = await t.db
    .insert(mailings)
    .values({
      userId: member.id,
      disputeBureauId: target.id,
      letterId: letter.id,
      status: 'queued',
      priceCents: 1_200,
      updatedAt: row.createdAt,
      ...row,
    })
    .returning({ id: mailings.id });
  const id = inserted?.id ?? '';
  ids[name] = id;
  for (const [index, scan] of scans.entries()) {
    await t.db.insert(mailingTracking).values({
      id: `evnt_${name}_${index}`,
      mailingId: id,
      step: scan.step,
      occurredAt: new Date(scan.at),
      location: scan.location ?? null,
    });
  }
}

const emailOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.email ?? '';

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * DAY });
  admin = await signUpAdmin(t);
  t.clock.set(new Date('2026-11-02T15:00:00Z'));
  const one = await memberWithSentDisputes(t, admin, 2);
  await t.db.update(users).set({ firstName: 'Ana', lastName: 'Primera' }).where(eq(users.id, one.id));
  const two = await memberWithSentDisputes(t, admin, 1);
  await t.db.update(users).set({ firstName: 'Beto', lastName: 'Segundo' }).where(eq(users.id, two.id));
  ana = { ...one, email: await emailOf(one.id) };
  beto = { ...two, email: await emailOf(two.id) };
  const [anaFirst, anaSecond] = ana.disputeIds as [string, string];
  const [betoFirst] = beto.disputeIds as [string];
  const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
  const anaPayment = await mailingPayment(ana.id, 1_200);
  const betoPayment = await mailingPayment(beto.id, 1_200);

  // The scans are written out of order: the detail sorts them.
  await insertMailing(
    'delivered',
    ana,
    anaFirst,
    'experian',
    {
      createdAt: hoursAgo(9),
      status: 'delivered',
      enclosures: ['id_copy'],
      lobLetterId: 'ltr_delivered',
      trackingNumber: '9407100000000000000001',
      mailedOn: '2026-11-24',
      deliveredOn: '2026-11-27',
      paymentId: anaPayment,
    },
    [
      { step: 'delivered', at: '2026-11-27T15:00:00Z', location: '75013' },
      { step: 'mailed', at: '2026-11-24T09:00:00Z', location: '10001' },
      { step: 'in_transit', at: '2026-11-25T09:00:00Z' },
    ],
  );
  await insertMailing(
    'returned',
    ana,
    anaFirst,
    'equifax',
    {
      createdAt: hoursAgo(8),
      status: 'returned',
      lobLetterId: 'ltr_returned',
      trackingNumber: '9407100000000000000002',
      mailedOn: '2026-11-24',
      priceCents: 1_500,
      paymentId: anaPayment,
    },
    [
      { step: 'mailed', at: '2026-11-24T09:00:00Z' },
      { step: 'returned_to_sender', at: '2026-11-26T09:00:00Z' },
    ],
  );
  await insertMailing(
    'rerouted',
    ana,
    anaFirst,
    'transunion',
    {
      createdAt: hoursAgo(7),
      status: 'in_transit',
      lobLetterId: 'ltr_rerouted',
      trackingNumber: '9407100000000000000003',
      mailedOn: '2026-11-24',
      paymentId: anaPayment,
    },
    [
      { step: 'mailed', at: '2026-11-24T09:00:00Z' },
      { step: 're_routed', at: '2026-11-25T09:00:00Z' },
    ],
  );
  await insertMailing('cancelled', ana, anaSecond, 'experian', {
    createdAt: hoursAgo(6),
    status: 'cancelled',
    lobLetterId: 'ltr_cancelled',
  });
  await insertMailing(
    'issue',
    beto,
    betoFirst,
    'experian',
    {
      createdAt: hoursAgo(5),
      status: 'mailed',
      lobLetterId: 'ltr_issue',
      trackingNumber: '9407100000000000000004',
      mailedOn: '2026-11-30',
      paymentId: betoPayment,
    },
    [
      { step: 'mailed', at: '2026-11-30T09:00:00Z' },
      { step: 'issue', at: '2026-12-01T08:00:00Z' },
    ],
  );
  // Lob never answered for this one: past the 10 minutes a call may take, it is a problem.
  await insertMailing('stuck', beto, betoFirst, 'equifax', { createdAt: new Date(NOW.getTime() - 11 * MINUTE) });
  // Still being asked: not yet a problem.
  await insertMailing('asking', beto, betoFirst, 'transunion', { createdAt: new Date(NOW.getTime() - 5 * MINUTE) });

  t.clock.set(NOW);
  await passSecondFactor(t, admin);
});

afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const res = await callAs(t, admin.cookie)('GET', `/api/admin/mailings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminMailingsResponse;
};
const namesOf = (response: AdminMailingsResponse) =>
  response.mailings.map((mailing) => Object.keys(ids).find((name) => ids[name] === mailing.id));

const NEWEST_FIRST = ['asking', 'stuck', 'issue', 'cancelled', 'rerouted', 'returned', 'delivered'];

describe('GET /api/admin/mailings', () => {
  it('lists every member’s mailings newest first, with the member, the problem and what was charged', async () => {
    const all = await list();
    expect(namesOf(all)).toEqual(NEWEST_FIRST);
    expect([all.total, all.page, all.pageSize, all.chargedCents]).toEqual([7, 1, 25, 1_200 + 1_500 + 1_200 + 1_200]);
    expect(all.mailings.map((mailing) => mailing.problem)).toEqual([
      null,
      'not_queued',
      'issue',
      null,
      'returned',
      'returned',
      null,
    ]);
    expect(all.mailings.find((mailing) => mailing.id === ids.delivered)).toEqual({
      id: ids.delivered,
      member: { id: ana.id, name: 'Ana Primera', email: ana.email },
      disputeId: ana.disputeIds[0],
      bureau: 'experian',
      status: 'delivered',
      problem: null,
      priceCents: 1_200,
      charged: true,
      trackingNumber: '9407100000000000000001',
      createdAt: new Date(NOW.getTime() - 9 * HOUR).toISOString(),
      mailedOn: '2026-11-24',
      deliveredOn: '2026-11-27',
    });
    expect(all.mailings.filter((mailing) => !mailing.charged).map((mailing) => mailing.id)).toEqual([
      ids.asking,
      ids.stuck,
      ids.cancelled,
    ]);
  });

  it('filters by status and by each problem, the filters combining, the charged sum over the matches', async () => {
    const queued = await list('status=queued');
    expect([namesOf(queued), queued.chargedCents]).toEqual([['asking', 'stuck'], 0]);
    const returned = await list('problem=returned');
    expect([namesOf(returned), returned.total, returned.chargedCents]).toEqual([['rerouted', 'returned'], 2, 2_700]);
    expect(namesOf(await list('problem=issue'))).toEqual(['issue']);
    expect(namesOf(await list('problem=not_queued'))).toEqual(['stuck']);
    expect(namesOf(await list('status=in_transit&problem=returned'))).toEqual(['rerouted']);
    expect((await list('status=delivered&problem=returned')).total).toBe(0);
    expect(namesOf(await list(`status=mailed&q=${encodeURIComponent(beto.email)}`))).toEqual(['issue']);
  });

  it('searches the member’s email or name and the tracking number', async () => {
    const byEmail = await list(`q=${encodeURIComponent(ana.email.toUpperCase())}`);
    expect([namesOf(byEmail), byEmail.chargedCents]).toEqual([
      ['cancelled', 'rerouted', 'returned', 'delivered'],
      3_900,
    ]);
    expect(namesOf(await list('q=beto%20segundo'))).toEqual(['asking', 'stuck', 'issue']);
    expect(namesOf(await list('q=primera'))).toHaveLength(4);
    expect(namesOf(await list('q=0000000004'))).toEqual(['issue']);
    expect(namesOf(await list('q=9407100000000000000002'))).toEqual(['returned']);
    const none = await list('q=%25');
    expect([none.total, none.mailings, none.chargedCents]).toEqual([0, [], 0]);
  });

  it('pages, the total and the charged sum counting every page', async () => {
    const second = await list('pageSize=3&page=2');
    expect(namesOf(second)).toEqual(NEWEST_FIRST.slice(3, 6));
    expect([second.total, second.page, second.pageSize, second.chargedCents]).toEqual([7, 2, 3, 5_100]);
    expect(namesOf(await list('pageSize=3&page=3'))).toEqual(['delivered']);
    expect((await list('pageSize=3&page=4')).mailings).toEqual([]);
  });

  it('counts a fee as charged only while it is owed or paid: not once waived, cancelled or given back', async () => {
    const [issue] = await t.db
      .select()
      .from(mailings)
      .where(eq(mailings.id, ids.issue ?? ''));
    const feeId = issue?.paymentId;
    if (!feeId) throw new Error('the issue mailing has no fee');
    const chargedNow = async (status: BillingPaymentStatus) => {
      await t.db.update(payments).set({ status }).where(eq(payments.id, feeId));
      const found = await list('q=0000000004');
      return [found.mailings[0]?.charged, found.chargedCents];
    };
    try {
      for (const status of [
        'scheduled',
        'due',
        'awaiting_verification',
        'processing',
        'completed',
        'failed',
      ] as const) {
        expect(await chargedNow(status), status).toEqual([true, 1_200]);
      }
      for (const status of ['waived', 'cancelled', 'refund_due', 'refunded'] as const) {
        expect(await chargedNow(status), status).toEqual([false, 0]);
      }
    } finally {
      await t.db.update(payments).set({ status: 'completed' }).where(eq(payments.id, feeId));
    }
  });

  it('refuses a query it does not know with 400', async () => {
    for (const query of [
      'status=lost',
      'problem=late',
      'pageSize=1000',
      'page=0',
      'order=asc',
      `q=${'x'.repeat(201)}`,
    ]) {
      const res = await callAs(t, admin.cookie)('GET', `/api/admin/mailings?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/mailings/:id', () => {
  const auditEntries = () => t.db.select().from(auditLog).orderBy(auditLog.createdAt);

  it('shows one mailing with its tracking history oldest first, and records who read it', async () => {
    const before = (await auditEntries()).length;
    const res = await callAs(t, admin.cookie)('GET', `/api/admin/mailings/${ids.delivered}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminMailingDetail;
    expect(detail).toMatchObject({
      id: ids.delivered,
      member: { id: ana.id, name: 'Ana Primera', email: ana.email },
      status: 'delivered',
      enclosures: ['id_copy'],
      lobLetterId: 'ltr_delivered',
      charged: true,
    });
    expect(detail.tracking).toEqual([
      { step: 'mailed', occurredAt: '2026-11-24T09:00:00.000Z', location: '10001' },
      { step: 'in_transit', occurredAt: '2026-11-25T09:00:00.000Z', location: null },
      { step: 'delivered', occurredAt: '2026-11-27T15:00:00.000Z', location: '75013' },
    ]);
    const entries = (await auditEntries()).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'mailing_viewed',
      actorId: admin.id,
      actorEmail: admin.email,
      targetUserId: ana.id,
      targetEmail: ana.email,
      userAgent: 'vitest-admin',
      details: { mailingId: ids.delivered, disputeId: ana.disputeIds[0], bureau: 'experian' },
    });
  });

  it('shows a mailing Lob never took, its problem and its empty history', async () => {
    const res = await callAs(t, admin.cookie)('GET', `/api/admin/mailings/${ids.stuck}`);
    expect(res.json()).toMatchObject({ problem: 'not_queued', lobLetterId: null, trackingNumber: null, tracking: [] });
  });

  it('answers 404 for no such mailing and 400 for an id that is not one, recording nothing', async () => {
    const before = (await auditEntries()).length;
    const missing = await callAs(t, admin.cookie)('GET', '/api/admin/mailings/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await callAs(t, admin.cookie)('GET', '/api/admin/mailings/ltr_delivered')).statusCode).toBe(400);
    expect(await auditEntries()).toHaveLength(before);
  });
});

describe('who may read mailings', () => {
  it('refuses a member with 403 and a visitor with 401, on the list and the detail, recording nothing', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    for (const url of ['/api/admin/mailings', `/api/admin/mailings/${ids.delivered}`]) {
      expect((await callAs(t, ana.cookie)('GET', url)).statusCode, url).toBe(403);
      expect((await callAs(t, undefined)('GET', url)).statusCode, url).toBe(401);
    }
    expect(await t.db.select().from(auditLog)).toHaveLength(before);
  });
});
