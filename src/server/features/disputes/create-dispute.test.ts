import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes } from '#server/db/schema/disputes.ts';
import { callAs } from '#server/test-support/admin.ts';
import { pullDemoReport } from '#server/test-support/credit.ts';
import { signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

const t = setUpTestApp();
const admin = setUpOnce(() => signUpAdmin(t));
const member = setUpOnce(() => signUpMember(t));
const report = setUpOnce(() => pullDemoReport(t, member.cookie));

const create = (body: object, cookie: string | null = member.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/disputes', headers: cookie ? { cookie } : {}, payload: body });
const memberDispute = async (id: string) =>
  ((await callAs(t, member.cookie)('GET', '/api/disputes')).json() as DisputeResponse[]).find((d) => d.id === id);
const adminDispute = async (id: string) =>
  ((await callAs(t, admin.cookie)('GET', '/api/admin/disputes?pageSize=100')).json().disputes as AdminDispute[]).find(
    (d) => d.id === id,
  );

/** The demo report's negative items, one per test, so no test's draft blocks another's. */
const items = () => {
  const outdated = report.negativeItems.find((item) => item.disputeReasons.some((r) => r.code === 'outdated'));
  const reportable = report.negativeItems.filter((item) => item !== outdated && item.reportingEndsOn !== null);
  if (!outdated || reportable.length < 4) throw new Error('the demo report no longer has the items these tests need');
  return { outdated, reportable };
};

describe('POST /api/disputes with the reasons ticked in an item’s dialog', () => {
  it('keeps every reason, primary first and each once, and shows the member and the admin the same ones', async () => {
    const { outdated } = items();
    const res = await create({
      negativeItemId: outdated.id,
      reasonCodes: ['outdated', 'paid_on_time', 'outdated', 'account_closed'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const expected = ['outdated', 'paid_on_time', 'account_closed'];
    expect(res.json()).toMatchObject({ status: 'draft', disputeReason: 'outdated', reasonCodes: expected });
    expect((await memberDispute(res.json().id))?.reasonCodes).toEqual(expected);
    expect(await adminDispute(res.json().id)).toMatchObject({ reasonCode: 'outdated', reasonCodes: expected });
  });

  it('files the create form’s label under its own code, before any listed reason', async () => {
    const [item] = items().reportable;
    const res = await create({
      negativeItemId: item?.id,
      disputeReason: 'Payment was made on time',
      reasonCodes: ['incorrect_dates'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      disputeReason: 'paid_on_time',
      reasonCodes: ['paid_on_time', 'incorrect_dates'],
      reasonText: 'Payment was made on time',
    });
    expect((await adminDispute(res.json().id))?.reasonCodes).toEqual(['paid_on_time', 'incorrect_dates']);
  });

  it('reads a dispute filed before the form’s reasons had codes by the reason the member chose', async () => {
    const [, item] = items().reportable;
    const { id } = (await create({ negativeItemId: item?.id, disputeReason: 'not_mine' })).json();
    await t.db
      .update(disputes)
      .set({ reasonCode: 'other', reasonCodes: ['other'], reasonText: 'Payment was made on time' })
      .where(eq(disputes.id, id));
    expect(await memberDispute(id)).toMatchObject({ disputeReason: 'paid_on_time', reasonCodes: ['paid_on_time'] });
    expect(await adminDispute(id)).toMatchObject({ reasonCode: 'paid_on_time', reasonCodes: ['paid_on_time'] });
  });

  it('refuses a second open dispute of the item (409)', async () => {
    const [, , item] = items().reportable;
    expect((await create({ negativeItemId: item?.id, reasonCodes: ['not_mine', 'duplicate'] })).statusCode).toBe(201);
    const again = await create({ negativeItemId: item?.id, reasonCodes: ['incorrect_amount'] });
    expect([again.statusCode, again.json().code]).toEqual([409, 'DISPUTE_EXISTS']);
  });

  it('refuses "outdated" among the reasons of an item that may still be reported (409)', async () => {
    const [, , , item] = items().reportable;
    const res = await create({ negativeItemId: item?.id, reasonCodes: ['not_mine', 'outdated'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REASON_NOT_SUPPORTED', reason: item?.reportingEndsOn });
    expect((await create({ negativeItemId: item?.id, reasonCodes: ['not_mine'] })).statusCode).toBe(201);
  });

  it('answers 400 to reasons it does not know, to none, and to "other" alone with nothing said', async () => {
    const [item] = report.negativeItems;
    for (const body of [
      { negativeItemId: item?.id, reasonCodes: ['because'] },
      { negativeItemId: item?.id, reasonCodes: ['Payment was made on time'] },
      { negativeItemId: item?.id, reasonCodes: [] },
      { negativeItemId: item?.id, reasonCodes: 'not_mine' },
      { negativeItemId: item?.id, reasonCodes: Array.from({ length: 12 }, () => 'not_mine') },
      { negativeItemId: item?.id },
      { negativeItemId: item?.id, reasonCodes: ['other'] },
      { negativeItemId: item?.id, reasonCodes: ['other'], additionalDetails: '   ' },
    ]) {
      const res = await create(body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('keeps whether the member has an FTC identity theft report, only for an identity-theft dispute', async () => {
    const other = await signUpMember(t);
    const [withReport, withoutReport] = (await pullDemoReport(t, other.cookie)).negativeItems;
    const create = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/disputes', headers: { cookie: other.cookie }, payload: body });
    const refused = await create({
      negativeItemId: withReport?.id,
      reasonCodes: ['not_mine'],
      identityTheftReport: true,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const said = await create({
      negativeItemId: withReport?.id,
      reasonCodes: ['identity_theft'],
      identityTheftReport: true,
    });
    expect(said.statusCode, said.body).toBe(201);
    const listed = (await callAs(t, other.cookie)('GET', '/api/disputes')).json() as DisputeResponse[];
    expect(listed.find((dispute) => dispute.id === said.json().id)?.identityTheftReport).toBe(true);
    const unsaid = await create({ negativeItemId: withoutReport?.id, reasonCodes: ['identity_theft'] });
    expect(unsaid.statusCode, unsaid.body).toBe(201);
    expect(unsaid.json().identityTheftReport).toBe(false);
    const stored = await t.db
      .select({ id: disputes.id, report: disputes.identityTheftReport })
      .from(disputes)
      .where(inArray(disputes.id, [said.json().id, unsaid.json().id]));
    expect(Object.fromEntries(stored.map((row) => [row.id, row.report]))).toEqual({
      [said.json().id]: true,
      [unsaid.json().id]: false,
    });
  });

  it('hides another member’s item (404) and answers a visitor 401', async () => {
    const [item] = report.negativeItems;
    const stranger = await signUpMember(t);
    expect((await create({ negativeItemId: item?.id, reasonCodes: ['not_mine'] }, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await create({ negativeItemId: item?.id, reasonCodes: ['not_mine'] }, null)).statusCode).toBe(401);
  });
});
