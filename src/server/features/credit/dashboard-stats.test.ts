import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tradelines } from '#server/db/schema/credit.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { callAs } from '#server/test-support/admin.ts';
import { answerBureau, moveStep, sendDisputes, takeStep } from '#server/test-support/disputes.ts';
import { signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { completeSteps, createAccountAndSignIn, uniqueProfile, visitor } from '#server/test-support/onboarding.ts';
import { activeMember, TEST_ACTIVATION_KEY, verifyRenewal } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { CreditReportResponse, NegativeItem } from '#shared/schemas/credit.ts';
import { memberProfile } from '#shared/test-support/members.ts';

const DAY = 24 * 60 * 60 * 1000;
const sample = (name: string) =>
  fs.readFileSync(path.resolve('src/server/features/credit/fixtures/mismo-3.4', name), 'utf8');

const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

const stats = async (cookie: string) => (await callAs(t, cookie)('GET', '/api/dashboard/stats')).json();
const refresh = async (cookie: string) => {
  t.clock.advance(31 * DAY);
  const res = await callAs(t, cookie)('POST', '/api/credit-report/refresh');
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreditReportResponse;
};
const importFile = async (cookie: string, content: string) => {
  t.clock.advance(DAY);
  const { payload, headers } = multipartFile('file', 'report.xml', content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credit-report/import',
    payload,
    headers: { ...headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreditReportResponse;
};

/** What a pull must not change: each negative item with its creditor, number, dates and bureaus, and the scores. */
const fileOf = (report: CreditReportResponse) => ({
  scores: [report.experianScore, report.equifaxScore, report.transunionScore],
  items: report.negativeItems
    .map((item) => ({
      creditor: item.creditorName,
      number: item.accountNumberMasked,
      opened: item.dateOpened,
      since: item.firstDelinquencyDate,
      endsOn: item.reportingEndsOn,
      bureaus: item.bureaus,
    }))
    .sort((a, b) => `${a.creditor}${a.number}`.localeCompare(`${b.creditor}${b.number}`)),
});

/** The member disputes the item, mails the letters, and records the answer of each bureau named (deleted unless said). */
async function deletedBy(
  member: { cookie: string },
  item: NegativeItem | undefined,
  bureaus: string[],
  outcomes: Record<string, string> = {},
) {
  const asMember = callAs(t, member.cookie);
  const drafted = await asMember('POST', '/api/disputes', { negativeItemId: item?.id, disputeReason: 'not_mine' });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const id = drafted.json().id as string;
  const sent = await asMember('POST', '/api/disputes/process', { disputeIds: [id] });
  expect(sent.statusCode, sent.body).toBe(200);
  const today = t.clock.now().toISOString().slice(0, 10);
  for (const bureau of bureaus) {
    const base = `/api/disputes/${id}/bureaus/${bureau}`;
    const mailed = await asMember('POST', `${base}/mailed`, { mailedOn: today });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const outcome = outcomes[bureau] ?? 'deleted';
    const answered = await asMember('POST', `${base}/answer`, { outcome, respondedOn: today });
    expect(answered.statusCode, answered.body).toBe(200);
  }
}

describe('items removed, from imported files', () => {
  it('stays at 0 when an unrelated file is imported, or the same file again', async () => {
    // Two vendors' reports for a KAREN AAHTEXO: other report numbers, other accounts, other birth dates.
    const { cookie } = await signUpMember(t, { firstName: 'Karen', lastName: 'Aahtexo' });
    const first = await importFile(cookie, sample('09_2bur_ordered_2bur_successful.xml'));
    expect(first.summary.negativeItems).toBeGreaterThan(0);
    const unrelated = await importFile(cookie, sample('15_2borrowers-only-1-borrower-has-hits.xml'));
    expect(await stats(cookie)).toMatchObject({
      itemsRemoved: 0,
      negativeItems: unrelated.summary.negativeItems,
      creditScore: unrelated.creditScore,
    });
    await refresh(cookie);
    expect((await stats(cookie)).itemsRemoved).toBe(0);
  });

  it('counts a negative item the vendor’s reissue of the same report no longer holds', async () => {
    const { cookie } = await signUpMember(t, { firstName: 'Condi', lastName: 'Testcase' });
    const original = sample('13_2borrower_completed.xml');
    const first = await importFile(cookie, original);
    const negatives = await t.db
      .select({ key: tradelines.tradelineKey, bureaus: tradelines.bureaus })
      .from(tradelines)
      .where(and(eq(tradelines.reportId, first.id), isNotNull(tradelines.itemType)));
    // One bureau's record, so that dropping it drops the whole account.
    const gone = negatives.find((row) => row.bureaus.length === 1)?.key ?? '';
    const record = new RegExp(`<CREDIT_LIABILITY [^>]*label="${gone}"[^>]*>[\\s\\S]*?</CREDIT_LIABILITY>`);
    expect(original).toMatch(record);
    const reissued = await importFile(cookie, original.replace(record, ''));
    expect(reissued.summary.negativeItems).toBe(first.summary.negativeItems - 1);
    expect((await stats(cookie)).itemsRemoved).toBe(1);
  });
});

describe('items removed, with the demo provider', () => {
  it('stays put over refreshes that read the same file: same accounts, same scores', async () => {
    const member = await activeMember(t, admin);
    const once = await refresh(member.cookie);
    const twice = await refresh(member.cookie);
    expect(fileOf(once)).toEqual(fileOf(member.report));
    expect(fileOf(twice)).toEqual(fileOf(member.report));
    expect(twice.reportIdentifier).toBe(member.report.reportIdentifier);
    expect(await stats(member.cookie)).toMatchObject({
      itemsRemoved: 0,
      negativeItems: member.report.negativeItems.length,
      creditScore: member.report.creditScore,
    });
  });

  it('counts an item a bureau deleted once, before and after the refresh that no longer shows it', async () => {
    const member = await activeMember(t, admin);
    const onlyTransUnion = member.report.negativeItems.find((item) => item.bureaus.join() === 'transunion');
    await deletedBy(member, onlyTransUnion, ['transunion']);
    expect((await stats(member.cookie)).itemsRemoved).toBe(1);

    const refreshed = await refresh(member.cookie);
    expect(refreshed.negativeItems.map((item) => item.creditorName)).not.toContain(onlyTransUnion?.creditorName);
    expect(refreshed.negativeItems).toHaveLength(member.report.negativeItems.length - 1);
    expect(await stats(member.cookie)).toMatchObject({
      itemsRemoved: 1,
      negativeItems: member.report.negativeItems.length - 1,
    });
  });

  it('keeps an item the other bureaus still report, not removed until each of them deleted it', async () => {
    const member = await activeMember(t, admin);
    const everywhere = member.report.negativeItems.find((item) => item.bureaus.length === 3);
    await deletedBy(member, everywhere, ['experian', 'equifax', 'transunion'], {
      equifax: 'verified',
      transunion: 'verified',
    });
    expect((await stats(member.cookie)).itemsRemoved).toBe(0);
    const refreshed = await refresh(member.cookie);
    const still = refreshed.negativeItems.find((item) => item.accountNumberMasked === everywhere?.accountNumberMasked);
    expect(still?.bureaus).toEqual(['equifax', 'transunion']);
    expect(await stats(member.cookie)).toMatchObject({
      itemsRemoved: 0,
      negativeItems: member.report.negativeItems.length,
    });

    // Disputed again with something new, and deleted by the two that verified it: removed, once.
    await verifyRenewal(t, admin, member);
    const asMember = callAs(t, member.cookie);
    const again = await asMember('POST', '/api/disputes', {
      negativeItemId: still?.id,
      disputeReason: 'not_mine',
      additionalDetails: 'I never opened this account; the enclosed police report shows it.',
    });
    expect(again.statusCode, again.body).toBe(201);
    const id = again.json().id as string;
    expect((await asMember('POST', '/api/disputes/process', { disputeIds: [id] })).statusCode).toBe(200);
    const today = t.clock.now().toISOString().slice(0, 10);
    for (const bureau of ['equifax', 'transunion']) {
      const base = `/api/disputes/${id}/bureaus/${bureau}`;
      expect((await asMember('POST', `${base}/mailed`, { mailedOn: today })).statusCode).toBe(200);
      const answered = await asMember('POST', `${base}/answer`, { outcome: 'deleted', respondedOn: today });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    expect((await stats(member.cookie)).itemsRemoved).toBe(1);
  });

  it('reads the file pulled during onboarding again once the account exists', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    const state = await completeSteps(t, v, 4, answers);
    await createAccountAndSignIn(t, v, { password: 'long-enough-pass' });
    const pulled = (await v.call('GET', '/api/credit-report')).json() as CreditReportResponse;
    expect(pulled.creditScore).toBe(state.creditPull.result?.creditScore);
    t.clock.advance(31 * DAY);
    const refreshed = await v.call('POST', '/api/credit-report/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(201);
    expect(fileOf(refreshed.json())).toEqual(fileOf(pulled));
    expect((await v.call('GET', '/api/dashboard/stats')).json().itemsRemoved).toBe(0);
  });
});

describe('items removed, over the campaign', () => {
  const today = () => t.clock.now().toISOString().slice(0, 10);
  const reinsertionsOf = async (userId: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (notice) => notice.kind === 'item_reinserted',
    );

  it('counts an item a bureau deleted after a later letter, and a pull no longer shows it', async () => {
    const member = await activeMember(t, admin);
    const onlyTransUnion = member.report.negativeItems.find((item) => item.bureaus.join() === 'transunion');
    if (!onlyTransUnion) throw new Error('no item only TransUnion reports');
    const [disputeId = ''] = await sendDisputes(t, member.cookie, [onlyTransUnion.id]);
    const target = { disputeId, bureau: 'transunion' } as const;
    expect(
      (
        await callAs(t, member.cookie)('POST', `/api/disputes/${disputeId}/bureaus/transunion/mailed`, {
          mailedOn: today(),
        })
      ).statusCode,
    ).toBe(200);
    await answerBureau(t, member.cookie, target, 'verified');
    expect((await stats(member.cookie)).itemsRemoved).toBe(0);

    const { step } = await takeStep(t, member.cookie, disputeId, {
      kind: 'method_of_verification',
      bureau: 'transunion',
    });
    await moveStep(t, member.cookie, { disputeId, stepId: step.id }, { action: 'sent', sentOn: today() });
    await moveStep(
      t,
      member.cookie,
      { disputeId, stepId: step.id },
      {
        action: 'answered',
        outcome: 'deleted',
        answeredOn: today(),
      },
    );
    expect((await stats(member.cookie)).itemsRemoved).toBe(1);

    // The demo file is read again as the bureau keeps it: without the item, so nothing came back.
    const refreshed = await refresh(member.cookie);
    expect(refreshed.negativeItems.map((item) => item.creditorName)).not.toContain(onlyTransUnion.creditorName);
    expect(await stats(member.cookie)).toMatchObject({ itemsRemoved: 1 });
    expect(await reinsertionsOf(member.id)).toEqual([]);
  });

  it('reads a bureau’s answers by their day: a later letter’s deletion on the day round 1 was recorded counts', async () => {
    const member = await activeMember(t, admin);
    const onlyTransUnion = member.report.negativeItems.find((item) => item.bureaus.join() === 'transunion');
    if (!onlyTransUnion) throw new Error('no item only TransUnion reports');
    const [disputeId = ''] = await sendDisputes(t, member.cookie, [onlyTransUnion.id]);
    const mailed = await callAs(t, member.cookie)('POST', `/api/disputes/${disputeId}/bureaus/transunion/mailed`, {
      mailedOn: today(),
    });
    expect(mailed.statusCode).toBe(200);
    // Round 1's answer recorded by staff with no day given: kept as the moment they recorded it, this afternoon.
    const recorded = await callAs(t, admin.cookie)(
      'POST',
      `/api/admin/disputes/${disputeId}/bureaus/transunion/answer`,
      {
        outcome: 'verified',
      },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const { step } = await takeStep(t, member.cookie, disputeId, {
      kind: 'method_of_verification',
      bureau: 'transunion',
    });
    const target = { disputeId, stepId: step.id };
    await moveStep(t, member.cookie, target, { action: 'sent', sentOn: today() });
    await moveStep(t, member.cookie, target, { action: 'answered', outcome: 'deleted', answeredOn: today() });
    // The same day: the later round's answer stands, as the campaign reads it.
    expect((await stats(member.cookie)).itemsRemoved).toBe(1);
  });

  it('does not count a deleted item a later report shows again', async () => {
    const member = await activeMember(t, admin);
    const asMember = callAs(t, member.cookie);
    expect(
      (await asMember('PUT', '/api/profile', { ...memberProfile, firstName: 'Condi', lastName: 'Testcase' }))
        .statusCode,
    ).toBe(200);
    const file = sample('13_2borrower_completed.xml');
    const imported = await importFile(member.cookie, file);
    const collection = imported.negativeItems.find((item) => item.creditorName === 'Collectio2');
    if (!collection) throw new Error('no collection');
    const [disputeId = ''] = await sendDisputes(t, member.cookie, [collection.id]);
    expect(
      (await asMember('POST', `/api/disputes/${disputeId}/bureaus/experian/mailed`, { mailedOn: today() })).statusCode,
    ).toBe(200);
    t.clock.advance(DAY);
    await answerBureau(t, member.cookie, { disputeId, bureau: 'experian' }, 'deleted');
    expect((await stats(member.cookie)).itemsRemoved).toBe(1);

    // The vendor's next issue of the same report, dated after the deletion, still shows it.
    t.clock.advance(DAY);
    await importFile(
      member.cookie,
      file.replaceAll(/<CreditReportLastUpdatedDate>[^<]*</g, `<CreditReportLastUpdatedDate>${today()}<`),
    );
    expect(await reinsertionsOf(member.id)).toHaveLength(1);
    expect((await stats(member.cookie)).itemsRemoved).toBe(0);
  });
});
