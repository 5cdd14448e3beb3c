import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes } from '#server/db/schema/disputes.ts';
import { idempotentRequests } from '#server/db/schema/idempotency.ts';
import { pullDemoReport } from '#server/test-support/credit.ts';
import { signUpMember } from '#server/test-support/members.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { ABANDONED_AFTER_MS, IDEMPOTENCY_TTL_MS } from './idempotency.ts';
import { purgeExpiredIdempotentRequests } from './idempotency-queries.ts';

const t = setUpTestApp();
const member = setUpOnce(() => signUpMember(t));
const report = setUpOnce(() => pullDemoReport(t, member.cookie));

let keys = 0;
const freshKey = () => `test-key-${++keys}-${Date.now()}`;

/** A draft dispute: work with a visible result, refused (409 DISPUTE_EXISTS) when done twice for one item. */
const draftOf = (index: number, items = report.negativeItems) => {
  const item = items[index];
  if (!item) throw new Error('the demo report no longer has enough negative items for these tests');
  // Details always: some reasons need them, and which reason an item offers first depends on the item.
  return JSON.stringify({
    negativeItemId: item.id,
    reasonCodes: [item.disputeReasons[0]?.code ?? 'not_mine'],
    additionalDetails: 'I do not recognize this account.',
  });
};

const post = (key: string | null, body: string, cookie = member.cookie, url = '/api/disputes') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

const draftsOf = async (userId: string) =>
  (await t.db.select({ id: disputes.id }).from(disputes).where(eq(disputes.userId, userId))).length;

const storedRow = async (userId: string, key: string) =>
  (
    await t.db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)))
  )[0];

describe('Idempotency-Key on a member’s write', () => {
  it('replays the first answer to a repeat, which does the work once', async () => {
    const key = freshKey();
    const body = draftOf(0);
    const first = await post(key, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.headers['idempotency-scope']).toBe('member');
    const row = await storedRow(member.id, key);
    expect(row?.statusCode).toBe(201);
    expect(row?.bodySealed?.includes(Buffer.from(first.json().id))).toBe(false);

    const repeat = await post(key, body);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
    expect(repeat.json()).toEqual(first.json());
    expect(await draftsOf(member.id)).toBe(1);
    // Without the key the same request is new work, which the dispute rules refuse.
    expect((await post(null, body)).json()).toMatchObject({ code: 'DISPUTE_EXISTS' });
  });

  it('refuses the same key with another body or on another route', async () => {
    const key = freshKey();
    expect((await post(key, draftOf(1))).statusCode).toBe(201);
    const otherBody = await post(key, draftOf(2));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await draftsOf(member.id)).toBe(2);
    const otherRoute = await post(key, draftOf(1), member.cookie, '/api/disputes?again=1');
    expect(otherRoute.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('runs one of two concurrent duplicates; the other waits its answer or replays it', async () => {
    const key = freshKey();
    const body = draftOf(3);
    const answers = await Promise.all([post(key, body), post(key, body)]);
    const outcomes = answers.map((res) =>
      res.statusCode === 409 ? `409 ${res.json().code} ${res.headers['retry-after']}` : `${res.statusCode}`,
    );
    expect(outcomes).toContain('201');
    expect(['201', '409 IDEMPOTENCY_KEY_IN_FLIGHT 1']).toEqual(expect.arrayContaining(outcomes));
    expect(await draftsOf(member.id)).toBe(3);
  });

  it('keeps keys per member: another member’s same key is their own request', async () => {
    const other = await signUpMember(t);
    const otherReport = await pullDemoReport(t, other.cookie);
    const key = freshKey();
    const mine = await post(key, draftOf(4));
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await post(key, draftOf(0, otherReport.negativeItems), other.cookie);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 with Retry-After while the first is in flight, and takes over one its instance abandoned', async () => {
    const key = freshKey();
    const body = draftOf(2);
    const row = {
      userId: member.id,
      key,
      method: 'POST',
      path: '/api/disputes',
      fingerprint: createHash('sha256').update(body).digest('hex'),
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + IDEMPOTENCY_TTL_MS),
    };
    await t.db.insert(idempotentRequests).values(row);
    const waiting = await post(key, body);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT', retryAfterSeconds: 1 });

    t.clock.advance(ABANDONED_AFTER_MS);
    const takenOver = await post(key, body);
    expect(takenOver.statusCode, takenOver.body).toBe(201);
    expect((await storedRow(member.id, key))?.statusCode).toBe(201);
    expect(await draftsOf(member.id)).toBe(5);
  });

  it('keeps no answer that sets a cookie', async () => {
    const key = freshKey();
    const signedIn = await signUpMember(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: signedIn.cookie, 'idempotency-key': key },
    });
    expect(out.headers['set-cookie']).toBeDefined();
    // Signed out by it: the client must not take its next writes for keyed ones.
    expect(out.headers['idempotency-scope']).toBeUndefined();
    expect(await storedRow(signedIn.id, key)).toBeUndefined();
  });

  it('refuses a malformed key from a member, ignores the header on a visitor’s request, and tells only a member their writes are keyed', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), 'ünïcode-key']) {
      const res = await post(key, draftOf(0));
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: { 'idempotency-key': 'short' },
      payload: {},
    });
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(visitor.headers['idempotency-scope']).toBeUndefined();
    const read = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(read.headers['idempotency-scope']).toBe('member');
  });

  it('runs a repeat after the day again, and the sweep deletes the rows past it', async () => {
    const key = freshKey();
    const body = draftOf(0);
    // A refusal is an answer too, replayed within the day.
    expect((await post(key, body)).json()).toMatchObject({ code: 'DISPUTE_EXISTS' });
    expect((await post(key, body)).headers['idempotent-replayed']).toBe('true');
    t.clock.advance(IDEMPOTENCY_TTL_MS);
    const late = await post(key, body);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(late.json()).toMatchObject({ code: 'DISPUTE_EXISTS' });

    t.clock.advance(IDEMPOTENCY_TTL_MS);
    await purgeExpiredIdempotentRequests(t.db, t.clock.now());
    expect(await storedRow(member.id, key)).toBeUndefined();
  });
});
