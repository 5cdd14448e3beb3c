import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingPeriods } from '#server/db/schema/billing.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { BUREAU_ADDRESSES } from '#server/features/letters/bureau-addresses.ts';
import { pullDemoReport } from '#server/test-support/credit.ts';
import { passSecondFactor, signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY, verifyRenewal } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

/** The admin's calls pass the second factor again first: these tests move the clock by days. */
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) => {
  if (cookie && cookie === admin?.cookie) await passSecondFactor(t, admin);
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
};
const draft = (cookie: string, negativeItemId: string | undefined, extra: object = {}) =>
  call('POST', '/api/disputes', cookie, { negativeItemId, disputeReason: 'not_mine', ...extra });
const process = (cookie: string, disputeIds: string[]) => call('POST', '/api/disputes/process', cookie, { disputeIds });
const list = async (cookie: string) => (await call('GET', '/api/disputes', cookie)).json() as DisputeResponse[];
const today = () => t.clock.now().toISOString().slice(0, 10);
/** The member mails every letter of the dispute: one for each bureau that reports the item. */
async function mailAll(cookie: string, id: string, mailedOn = today()) {
  const dispute = (await list(cookie)).find((row) => row.id === id);
  for (const { bureau } of dispute?.bureaus ?? []) {
    const res = await call('POST', `/api/disputes/${id}/bureaus/${bureau}/mailed`, cookie, { mailedOn });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function draftsFor(member: { cookie: string; report: { negativeItems: { id: string }[] } }, count: number) {
  const ids: string[] = [];
  for (const item of member.report.negativeItems.slice(0, count)) {
    const res = await draft(member.cookie, item.id);
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

/** A draft of an item all three bureaus report, for the tests that follow every bureau. */
async function threeBureauDraft(member: {
  cookie: string;
  report: { negativeItems: { id: string; bureaus: string[] }[] };
}) {
  const item = member.report.negativeItems.find((negative) => negative.bureaus.length === 3);
  const res = await draft(member.cookie, item?.id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'letter-')), 'letter.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('who may see and change a dispute', () => {
  it('answers 401 to a visitor on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/disputes'],
      ['POST', '/api/disputes'],
      ['POST', '/api/disputes/process'],
      ['PATCH', `/api/disputes/${id}/status`],
      ['POST', `/api/disputes/${id}/regenerate-letters`],
      ['GET', `/api/disputes/${id}/download-pdf/experian`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
  });

  it('hides one member’s disputes from another (404), and lets an admin read and answer them', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const owner = await activeMember(t, admin);
    const id = await threeBureauDraft(owner);
    expect((await process(owner.cookie, [id as string])).statusCode).toBe(200);
    const stranger = await signUpMember(t);
    expect(await list(stranger.cookie)).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/api/disputes/${id}/status`, { status: 'withdrawn' }],
      ['PATCH', `/api/disputes/${id}/status`, { bureau: 'experian', newInformation: true }],
      ['POST', `/api/disputes/${id}/regenerate-letters`, {}],
      ['GET', `/api/disputes/${id}/download-pdf/experian`, undefined],
    ] as const) {
      expect((await call(method, url, stranger.cookie, body)).statusCode, url).toBe(404);
    }
    expect((await process(stranger.cookie, [id as string])).statusCode).toBe(402);
    // Another member's item cannot be disputed either.
    expect((await draft(stranger.cookie, owner.report.negativeItems[1]?.id)).statusCode).toBe(404);
    // Once the owner has mailed the letter, the owner or an admin records the bureau's answer.
    const answer = { bureau: 'experian', outcome: 'deleted' };
    const early = await call('PATCH', `/api/disputes/${id}/status`, owner.cookie, answer);
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'not_mailed' });
    await mailAll(owner.cookie, id as string);
    expect((await call('PATCH', `/api/disputes/${id}/status`, stranger.cookie, answer)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/disputes/${id}/status`, admin.cookie, answer)).statusCode).toBe(200);
    const byOwner = { bureau: 'equifax', outcome: 'updated', respondedOn: today() };
    expect((await call('PATCH', `/api/disputes/${id}/status`, owner.cookie, byOwner)).statusCode).toBe(200);
    const pdf = await call('GET', `/api/disputes/${id}/download-pdf/equifax`, admin.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('drafts', () => {
  it('saves a draft from either reading of the reasons, and refuses a second open dispute of the item', async () => {
    const member = await signUpMember(t);
    const report = await pullDemoReport(t, member.cookie);
    const [first, second] = report.negativeItems;
    const byLabel = await draft(member.cookie, first?.id, { disputeReason: 'Payment was made on time' });
    expect(byLabel.statusCode).toBe(201);
    expect(byLabel.json()).toMatchObject({
      status: 'draft',
      disputeReason: 'paid_on_time',
      reasonCodes: ['paid_on_time'],
      reasonText: 'Payment was made on time',
      accountName: first?.creditorName,
      bureaus: [],
      letterContent: null,
    });
    expect((await draft(member.cookie, first?.id)).json().code).toBe('DISPUTE_EXISTS');
    for (const disputeReason of ['Other (specify in details)', 'other']) {
      expect((await draft(member.cookie, second?.id, { disputeReason })).statusCode).toBe(400);
    }
    // An item still within its FCRA § 605 reporting period is not "outdated".
    const recent = report.negativeItems
      .slice(2)
      .find((item) => item.reportingEndsOn && item.reportingEndsOn > '2026-11-22');
    const outdated = await draft(member.cookie, recent?.id, { disputeReason: 'Information is outdated' });
    expect(outdated.json()).toMatchObject({ code: 'REASON_NOT_SUPPORTED', reason: recent?.reportingEndsOn });
    for (const body of [
      { negativeItemId: 'nope', disputeReason: 'not_mine' },
      { negativeItemId: second?.id, disputeReason: 'because' },
      { negativeItemId: second?.id, disputeReason: 'other', additionalDetails: 'x'.repeat(2001) },
      { negativeItemId: second?.id, disputeReason: 'other', additionalDetails: 'nul\u0000byte' },
    ]) {
      expect((await call('POST', '/api/disputes', member.cookie, body)).statusCode).toBe(400);
    }
    const items = (await call('GET', '/api/credit-report', member.cookie)).json().negativeItems;
    expect(items.find((item: { id: string }) => item.id === first?.id).isDisputed).toBe(true);
  });

  it('lets the owner withdraw a draft, and nothing after it is sent', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    const [kept, withdrawn] = await draftsFor(member, 2);
    const res = await call('PATCH', `/api/disputes/${withdrawn}/status`, member.cookie, { status: 'withdrawn' });
    expect(res.json().status).toBe('withdrawn');
    expect((await list(member.cookie)).map((d) => d.id)).toEqual([kept]);
    await process(member.cookie, [kept as string]);
    const again = await call('PATCH', `/api/disputes/${kept}/status`, member.cookie, { status: 'withdrawn' });
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'sent' });
  });
});

describe('sending', () => {
  it('needs an active plan (402), then sends with three bureau rows, the 30-day clock and the letters', async () => {
    const unpaid = await signUpMember(t);
    const report = await pullDemoReport(t, unpaid.cookie);
    const unpaidDraft = (await draft(unpaid.cookie, report.negativeItems[0]?.id)).json().id;
    const refused = await process(unpaid.cookie, [unpaidDraft]);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', reason: 'incomplete' });

    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    const ids = await draftsFor(member, 2);
    const sent = await process(member.cookie, ids);
    expect(sent.json()).toEqual({ processedCount: 2, remainingThisMonth: 3 });
    const disputes = await list(member.cookie);
    for (const dispute of disputes) {
      expect(dispute.status).toBe('sent');
      // One letter for each bureau that reports the item, ready to mail: the app mails nothing, so no clock runs.
      const item = member.report.negativeItems.find((negative) => negative.id === dispute.negativeItemId);
      expect(dispute.bureaus.map((b) => [b.bureau, b.status, b.responseDueOn, b.daysLeft, b.overdue])).toEqual(
        BUREAUS.filter((bureau) => item?.bureaus.includes(bureau)).map((bureau) => [
          bureau,
          'ready',
          null,
          null,
          false,
        ]),
      );
      expect(dispute.bureaus[0]?.readyAt).toBe('2026-11-10T15:00:00.000Z');
      const letters = JSON.parse(dispute.letterContent ?? '{}');
      const written = dispute.bureaus.map((row) => row.bureau);
      expect(Object.keys(letters).sort()).toEqual([...written, 'generatedAt'].sort());
      for (const bureau of written) {
        expect(letters[bureau]).toContain(BUREAU_ADDRESSES[bureau].lines[0]);
        expect(letters[bureau]).toContain('Maria Lopez');
        expect(letters[bureau]).toContain('6789');
        expect(letters[bureau]).not.toContain('123-45-6789');
        expect(letters[bureau]).toContain('1681i');
      }
    }
    expect((await call('GET', '/api/dashboard/stats', member.cookie)).json().activeDisputes).toBe(2);
  });

  it('waits out the right to cancel, and needs the mailing details', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    const [id] = await draftsFor(member, 1);
    t.clock.set(new Date('2026-11-03T15:00:00Z'));
    const early = await process(member.cookie, [id as string]);
    expect(early.json()).toMatchObject({ code: 'RIGHT_TO_CANCEL_PERIOD', reason: '2026-11-06T10:00:00.000Z' });

    const imported = await signUpMember(t);
    expect((await call('GET', '/api/profile', imported.cookie)).statusCode).toBe(404);
    const profile = (await call('GET', '/api/profile', member.cookie)).json();
    expect(profile).toMatchObject({ ssnLast4: '6789', address: { city: 'Austin' } });
    expect(JSON.stringify(profile)).not.toContain('123456789');
  });

  it('never spends more than the allowance, whatever 50 simultaneous calls ask', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    const ids = await draftsFor(member, 6);
    expect(ids).toHaveLength(6);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => process(member.cookie, [ids[index % ids.length] as string])),
    );
    const processed = answers
      .filter((res) => res.statusCode === 200)
      .reduce((sum, res) => sum + res.json().processedCount, 0);
    expect(processed).toBe(5);
    expect(answers.every((res) => [200, 409, 429].includes(res.statusCode))).toBe(true);
    const [period] = await t.db.select().from(billingPeriods).where(eq(billingPeriods.userId, member.id));
    expect(period?.used).toBe(5);
    expect((await list(member.cookie)).filter((d) => d.status === 'sent')).toHaveLength(5);
    const limited = answers.find((res) => res.statusCode === 429);
    expect(limited?.json()).toMatchObject({ code: 'MONTHLY_LIMIT_EXCEEDED', reason: '0' });
  });

  it('renews the allowance each month, never for the one-time plan', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const monthly = await activeMember(t, admin, 'monthly');
    const oneTime = await activeMember(t, admin, 'per_dispute');
    const monthlyDrafts = await draftsFor(monthly, 6);
    const oneTimeDrafts = await draftsFor(oneTime, 3);
    expect((await process(monthly.cookie, monthlyDrafts.slice(0, 5))).json().remainingThisMonth).toBe(0);
    expect((await process(monthly.cookie, monthlyDrafts.slice(5))).statusCode).toBe(429);
    expect((await process(oneTime.cookie, oneTimeDrafts)).json()).toMatchObject({
      code: 'MONTHLY_LIMIT_EXCEEDED',
      reason: '2',
    });
    expect((await process(oneTime.cookie, oneTimeDrafts.slice(0, 2))).json().remainingThisMonth).toBe(0);
    t.clock.set(new Date('2026-12-02T15:00:00Z'));
    // The new month waits for its renewal payment, verified by an admin (manual mode).
    expect((await process(monthly.cookie, monthlyDrafts.slice(5))).statusCode).toBe(429);
    await verifyRenewal(t, admin, monthly);
    expect((await process(monthly.cookie, monthlyDrafts.slice(5))).json()).toEqual({
      processedCount: 1,
      remainingThisMonth: 4,
    });
    expect((await process(oneTime.cookie, oneTimeDrafts.slice(2))).statusCode).toBe(429);
  });
});

describe('after sending', () => {
  it('follows each bureau: extension, answers, resolution, the next steps when late or verified, and PDFs', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    const id = await threeBureauDraft(member);
    await process(member.cookie, [id as string]);
    const url = `/api/disputes/${id}/status`;
    await mailAll(member.cookie, id as string);
    // Mailed on 11/10, taken to arrive on 11/15: due 30 days later, 45 with new information.
    const extended = await call('PATCH', url, member.cookie, { bureau: 'equifax', newInformation: true });
    expect(extended.json().bureaus[1]).toMatchObject({
      bureau: 'equifax',
      extended: true,
      responseDueOn: '2026-12-30',
      daysLeft: 50,
    });
    expect((await call('PATCH', url, member.cookie, { bureau: 'equifax', newInformation: true })).statusCode).toBe(409);

    await call('PATCH', url, admin.cookie, { bureau: 'experian', status: 'in_review' });
    expect((await list(member.cookie))[0]?.status).toBe('in_review');

    t.clock.advance(36 * DAY);
    const late = (await list(member.cookie))[0];
    expect(late?.bureaus.map((b) => [b.bureau, b.overdue])).toEqual([
      ['experian', true],
      ['equifax', false],
      ['transunion', true],
    ]);
    // A bureau past its time is sent the missed-deadline letter, not asked how it verified what it never answered.
    expect(late?.followUps).toEqual([]);
    expect(late?.nextSteps.map(({ kind, bureau }) => `${kind} ${bureau}`)).toEqual([
      'missed_deadline experian',
      'cfpb_complaint experian',
      'missed_deadline transunion',
    ]);
    expect(late?.campaignState).toBe('late');
    expect(
      (await call('GET', `/api/disputes/${id}/download-pdf/experian?kind=method_of_verification`, member.cookie))
        .statusCode,
    ).toBe(404);
    // "No response" is recorded only once the time is up, and never dated in the future.
    const early = await call('PATCH', url, admin.cookie, { bureau: 'equifax', outcome: 'no_response' });
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'not_yet_due' });
    const future = await call('PATCH', url, admin.cookie, {
      bureau: 'experian',
      outcome: 'deleted',
      respondedOn: '2030-01-01',
    });
    expect(future.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'answer_date' });

    t.clock.advance(DAY);
    await call('PATCH', url, admin.cookie, { bureau: 'experian', outcome: 'verified' });
    await call('PATCH', url, admin.cookie, { bureau: 'equifax', outcome: 'deleted' });
    const resolved = await call('PATCH', url, admin.cookie, {
      bureau: 'transunion',
      outcome: 'verified',
      respondedOn: '2026-12-03',
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved' });
    expect(resolved.json().resolvedAt).not.toBeNull();
    const verifying = (resolved.json() as DisputeResponse).nextSteps
      .filter((next) => next.kind === 'method_of_verification')
      .map(({ bureau }) => bureau);
    // The bureau that deleted the item is asked nothing.
    expect(verifying).toEqual(['experian', 'transunion']);
    // Later letters are the campaign's steps: the older follow-up list stays empty, and none downloads by kind.
    expect(resolved.json().followUps).toEqual([]);
    for (const bureau of ['experian', 'transunionn', 'equifax']) {
      const followUp = await call(
        'GET',
        `/api/disputes/${id}/download-pdf/${bureau}?kind=method_of_verification`,
        member.cookie,
      );
      expect(followUp.statusCode, bureau).toBe(404);
    }
    expect((await call('PATCH', url, admin.cookie, { bureau: 'transunion', outcome: 'deleted' })).statusCode).toBe(409);
    const dispute = await call('GET', `/api/disputes/${id}/download-pdf/transunionn`, member.cookie);
    expect(dispute.statusCode).toBe(200);
    expect(dispute.headers['content-disposition']).toBe(`attachment; filename="transunion-dispute-${id}.pdf"`);
    expect(pdfText(dispute.rawPayload)).toContain('1681i');
    const rows = await t.db
      .select()
      .from(disputeBureaus)
      .where(eq(disputeBureaus.disputeId, id as string));
    expect(rows.find((row) => row.bureau === 'transunion')?.respondedAt?.toISOString()).toBe(
      '2026-12-03T12:00:00.000Z',
    );
  });

  it('rejects when every bureau verifies, and then asks for something new before a new dispute', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    const item = member.report.negativeItems[0];
    const [id] = await draftsFor(member, 1);
    await process(member.cookie, [id as string]);
    await mailAll(member.cookie, id as string);
    // Three answers at the same moment still leave the dispute in step with its bureaus.
    await Promise.all(
      ['experian', 'equifax', 'transunion'].map((bureau) =>
        call('PATCH', `/api/disputes/${id}/status`, admin.cookie, { bureau, outcome: 'verified' }),
      ),
    );
    expect((await list(member.cookie))[0]?.status).toBe('rejected');
    const bare = await draft(member.cookie, item?.id);
    expect(bare.json()).toMatchObject({ code: 'ALREADY_VERIFIED', reason: 'new_information_required' });
    const withNews = await draft(member.cookie, item?.id, {
      additionalDetails: 'My bank statement shows it was paid in March.',
    });
    expect(withNews.statusCode).toBe(201);
  });

  it('serves the letters as PDFs that read back, and writes new versions on request', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    const id = await threeBureauDraft(member);
    const beforeSending = await call('GET', `/api/disputes/${id}/download-pdf/experian`, member.cookie);
    expect(beforeSending.statusCode).toBe(404);
    await process(member.cookie, [id as string]);
    const pdf = await call('GET', `/api/disputes/${id}/download-pdf/equifax`, member.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="equifax-dispute-${id}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Maria Lopez');
    expect(text).toContain('P.O. Box 740256');
    expect(text).toMatch(/certified mail/i);
    expect((await call('GET', `/api/disputes/${id}/download-pdf/innovis`, member.cookie)).statusCode).toBe(400);
    const before = JSON.parse((await list(member.cookie))[0]?.letterContent ?? '{}').generatedAt;
    t.clock.advance(DAY);
    const regenerated = await call('POST', `/api/disputes/${id}/regenerate-letters`, member.cookie, {});
    expect(JSON.parse(regenerated.json().letterContent).generatedAt).not.toBe(before);
  });
});
