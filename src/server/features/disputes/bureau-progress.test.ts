import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { bureauResponseLetters } from '#server/db/schema/disputes.ts';
import { passSecondFactor, signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

/** The admin's calls pass the second factor again first: these tests move the clock by days. */
const call = async (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => {
  if (cookie && cookie === admin?.cookie) await passSecondFactor(t, admin);
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
};
const upload = (url: string, cookie: string, content: Buffer, type = 'application/pdf') => {
  const { payload, headers } = multipartFile('file', 'answer.pdf', content, type);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const today = () => t.clock.now().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
const bureauOf = (dispute: DisputeResponse, bureau: string) => dispute.bureaus.find((row) => row.bureau === bureau);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A member with one dispute of an item Equifax reports, its letters written and ready to mail. */
async function sentDispute() {
  t.clock.set(new Date('2026-11-02T15:00:00Z'));
  const member = await activeMember(t, admin);
  const item = member.report.negativeItems.find((negative) => negative.bureaus.includes('equifax'));
  const created = await call('POST', '/api/disputes', member.cookie, {
    negativeItemId: item?.id,
    disputeReason: 'not_mine',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  expect((await call('POST', '/api/disputes/process', member.cookie, { disputeIds: [id] })).statusCode).toBe(200);
  return { member, id, base: `/api/disputes/${id}/bureaus/equifax` };
}

describe('who may move a bureau', () => {
  it('refuses a visitor (401) and another member (404), and changes nothing', async () => {
    const { member, id, base } = await sentDispute();
    const stranger = await signUpMember(t);
    for (const [path, body] of [
      ['mailed', { mailedOn: today() }],
      ['delivered', { deliveredOn: today() }],
      ['answer', { outcome: 'deleted', respondedOn: today() }],
    ] as const) {
      expect((await call('POST', `${base}/${path}`, undefined, body)).statusCode, path).toBe(401);
      expect((await call('POST', `${base}/${path}`, stranger.cookie, body)).statusCode, path).toBe(404);
    }
    expect((await upload(`${base}/response-letter`, stranger.cookie, PDF)).statusCode).toBe(404);
    expect((await call('GET', `${base}/response-letter`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${base}/response-letter`)).statusCode).toBe(401);
    // An admin records answers, but never mails a member's letter for them.
    expect((await call('POST', `${base}/mailed`, admin.cookie, { mailedOn: today() })).statusCode).toBe(404);
    const dispute = (await call('GET', '/api/disputes', member.cookie)).json()[0] as DisputeResponse;
    expect(dispute.id).toBe(id);
    expect(bureauOf(dispute, 'equifax')).toMatchObject({ status: 'ready', mailedOn: null, responseDueOn: null });

    // The letter holds the member's address, birth date and SSN's last four: an admin's read is audited.
    const viewed = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'dispute_letter_viewed'));
    expect((await call('GET', `/api/disputes/${id}/download-pdf/equifax`, member.cookie)).statusCode).toBe(200);
    expect(await viewed()).toEqual([]);
    expect((await call('GET', `/api/disputes/${id}/download-pdf/equifax`, admin.cookie)).statusCode).toBe(200);
    expect((await viewed()).map((entry) => entry.details)).toEqual([
      { disputeId: id, bureau: 'equifax', letter: 'dispute' },
    ]);
  });

  it('knows no bureau that does not report the item, and never rewrites a letter already mailed', async () => {
    const { member, id, base } = await sentDispute();
    const dispute = (await call('GET', '/api/disputes', member.cookie)).json()[0] as DisputeResponse;
    const absent = ['experian', 'equifax', 'transunion'].find((bureau) => !bureauOf(dispute, bureau));
    if (absent) {
      const res = await call('POST', `/api/disputes/${id}/bureaus/${absent}/mailed`, member.cookie, {
        mailedOn: today(),
      });
      expect(res.statusCode).toBe(404);
    }
    for (const { bureau } of dispute.bureaus) {
      await call('POST', `/api/disputes/${id}/bureaus/${bureau}/mailed`, member.cookie, { mailedOn: today() });
    }
    const rewrite = await call('POST', `/api/disputes/${id}/regenerate-letters`, member.cookie, {});
    expect(rewrite.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'mailed' });
    expect((await call('POST', `${base}/delivered`, member.cookie, { deliveredOn: today() })).statusCode).toBe(200);
  });
});

describe('mailing and delivery', () => {
  it('starts the clock at mailing plus five days, or at delivery, and refuses impossible dates', async () => {
    const { member, base } = await sentDispute();
    const mailedOn = today();
    for (const [body, status] of [
      [{ mailedOn: 'yesterday' }, 400],
      [{ mailedOn, trackingNumber: '1234' }, 400],
      [{ mailedOn, extra: true }, 400],
      [{ mailedOn: dayAfter(3) }, 409],
      [{ mailedOn: '2026-01-01' }, 409],
    ] as const) {
      const res = await call('POST', `${base}/mailed`, member.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    const bad = await call('POST', `${base}/mailed`, member.cookie, { mailedOn, trackingNumber: '1234' });
    expect(bad.json().issues).toEqual([
      expect.objectContaining({ path: 'trackingNumber', message: 'disputes.errors.trackingNumber' }),
    ]);
    expect((await call('POST', `${base}/delivered`, member.cookie, { deliveredOn: mailedOn })).json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      reason: 'not_mailed',
    });

    const mailed = await call('POST', `${base}/mailed`, member.cookie, {
      mailedOn,
      trackingNumber: '9400 1000 0000 0000 0000 06',
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(bureauOf(mailed.json(), 'equifax')).toMatchObject({
      status: 'mailed',
      mailedOn,
      trackingNumber: '9400100000000000000006',
      clockBasis: 'mailed',
      clockStartsOn: dayAfter(5),
      responseDueOn: dayAfter(35),
      daysLeft: 35,
      overdue: false,
    });

    const early = await call('POST', `${base}/delivered`, member.cookie, { deliveredOn: '2026-01-01' });
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'delivered_date' });
    t.clock.advance(3 * DAY);
    const delivered = await call('POST', `${base}/delivered`, member.cookie, { deliveredOn: today() });
    expect(bureauOf(delivered.json(), 'equifax')).toMatchObject({
      status: 'delivered',
      deliveredOn: today(),
      clockBasis: 'delivered',
      clockStartsOn: today(),
      responseDueOn: dayAfter(30),
    });
  });
});

describe('the bureau’s answer', () => {
  it('lets the member record it with the bureau’s letter, kept sealed, read by the admin with an audit entry', async () => {
    const { member, id, base } = await sentDispute();
    expect((await upload(`${base}/response-letter`, member.cookie, PDF)).json()).toMatchObject({
      reason: 'not_mailed',
    });
    const notMailed = await call('POST', `${base}/answer`, member.cookie, { outcome: 'deleted', respondedOn: today() });
    expect(notMailed.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'not_mailed' });
    await call('POST', `${base}/mailed`, member.cookie, { mailedOn: today() });

    // A refused file stores nothing.
    const text = await upload(`${base}/response-letter`, member.cookie, Buffer.from('just some text'), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_LETTER_FILE');
    const huge = await upload(
      `${base}/response-letter`,
      member.cookie,
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    const empty = await t.app.inject({
      method: 'POST',
      url: `${base}/response-letter`,
      headers: { cookie: member.cookie },
    });
    expect(empty.statusCode).toBe(400);
    expect(await t.db.select().from(bureauResponseLetters)).toEqual([]);

    // The date must be on the letter: not before mailing, not in the future; none for "no response".
    expect((await call('POST', `${base}/answer`, member.cookie, { outcome: 'deleted' })).statusCode).toBe(400);
    const future = await call('POST', `${base}/answer`, member.cookie, {
      outcome: 'deleted',
      respondedOn: dayAfter(5),
    });
    expect(future.json()).toMatchObject({ reason: 'answer_date' });
    const tooSoon = await call('POST', `${base}/answer`, member.cookie, { outcome: 'no_response' });
    expect(tooSoon.json()).toMatchObject({ reason: 'not_yet_due' });

    t.clock.advance(20 * DAY);
    const stored = await upload(`${base}/response-letter`, member.cookie, PDF);
    expect(stored.statusCode, stored.body).toBe(200);
    const answered = await call('POST', `${base}/answer`, member.cookie, { outcome: 'deleted', respondedOn: today() });
    expect(answered.statusCode, answered.body).toBe(200);
    const equifax = bureauOf(answered.json(), 'equifax');
    expect(equifax).toMatchObject({ status: 'answered', outcome: 'deleted', daysLeft: null });
    expect(equifax?.responseLetter?.contentType).toBe('application/pdf');
    expect(
      (await call('POST', `${base}/answer`, member.cookie, { outcome: 'verified', respondedOn: today() })).statusCode,
    ).toBe(409);

    const [row] = await t.db.select().from(bureauResponseLetters);
    expect(row?.fileSealed.includes(Buffer.from('%PDF'))).toBe(false);
    const own = await call('GET', `${base}/response-letter`, member.cookie);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'bureau_letter_viewed'))).toEqual([]);

    const byAdmin = await call('GET', `${base}/response-letter`, admin.cookie);
    expect(byAdmin.rawPayload.equals(PDF)).toBe(true);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'bureau_letter_viewed'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ disputeId: id, bureau: 'equifax' });
  });

  it('takes a photo of the letter without its metadata, and proposes the next steps the answer calls for', async () => {
    const { member, id, base } = await sentDispute();
    await call('POST', `${base}/mailed`, member.cookie, { mailedOn: today() });
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    const stored = await upload(`${base}/response-letter`, member.cookie, photo, 'image/jpeg');
    expect(stored.statusCode, stored.body).toBe(200);
    const kept = await call('GET', `${base}/response-letter`, member.cookie);
    expect(kept.headers['content-type']).toBe('image/jpeg');
    expect(kept.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    const verified = await call('POST', `${base}/answer`, member.cookie, { outcome: 'verified', respondedOn: today() });
    expect(verified.json().nextSteps).toContainEqual(
      expect.objectContaining({ kind: 'method_of_verification', bureau: 'equifax' }),
    );
    // The letter is the campaign step's, once the member prepares it: no follow-up is written by kind.
    expect(verified.json().followUps).toEqual([]);
    const letter = await call(
      'GET',
      `/api/disputes/${id}/download-pdf/equifax?kind=method_of_verification`,
      member.cookie,
    );
    expect(letter.statusCode).toBe(404);

    // Another bureau of the same dispute that never answers: "no response" once its time is up.
    const others = (verified.json() as DisputeResponse).bureaus.filter((row) => row.bureau !== 'equifax');
    for (const { bureau } of others) {
      await call('POST', `/api/disputes/${id}/bureaus/${bureau}/mailed`, member.cookie, { mailedOn: today() });
    }
    t.clock.advance(37 * DAY);
    for (const { bureau } of others) {
      const none = await call('POST', `/api/disputes/${id}/bureaus/${bureau}/answer`, member.cookie, {
        outcome: 'no_response',
      });
      expect(none.statusCode, none.body).toBe(200);
    }
    const closed = (await call('GET', '/api/disputes', member.cookie)).json()[0] as DisputeResponse;
    expect(closed.status).toBe('rejected');
  });
});
