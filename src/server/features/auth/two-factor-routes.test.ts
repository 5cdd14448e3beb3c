import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes } from '#server/db/schema/accounts.ts';
import { auditLog } from '#server/db/schema/audit.ts';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import {
  MANY_SIGN_INS,
  MEMBER_PASSWORD,
  signInWithPassword,
  signUpAdmin,
  signUpMember,
  totpCode,
} from '#server/test-support/members.ts';
import { sessionCookieOf, setUpTestApp } from '#server/test-support/test-app.ts';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_TTL_MS } from '#shared/constants/accounts.ts';
import { hashRecoveryCode } from './two-factor-codes.ts';

const MINUTE_MS = 60 * 1000;

const t = setUpTestApp({
  sessionTtlMs: 365 * 24 * 60 * MINUTE_MS,
  authRateLimit: MANY_SIGN_INS,
});

/** A verified account made admin in the database, before it set up anything. */
async function signUpStaff() {
  const account = await signUpMember(t, { firstName: 'Sam', lastName: 'Staff' });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, account.id));
  return account;
}

/** A new session of the account: it has not passed the second factor. */
async function signIn(email: string): Promise<string> {
  const res = await signInWithPassword(t, email);
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

const enrol = (cookie: string | undefined) => callAs(t, cookie)('POST', '/api/auth/two-factor/enrolment');
const confirm = (cookie: string | undefined, code: unknown) =>
  callAs(t, cookie)('POST', '/api/auth/two-factor/enrolment/confirm', { code });
const verify = (cookie: string | undefined, code: unknown) =>
  callAs(t, cookie)('POST', '/api/auth/two-factor/verify', { code });
const turnOff = (cookie: string | undefined, password: string, code: string) =>
  callAs(t, cookie)('POST', '/api/auth/two-factor/turn-off', { password, code });
const metrics = async (cookie: string) => {
  const res = await callAs(t, cookie)('GET', '/api/admin/metrics');
  return [res.statusCode, res.statusCode === 200 ? 'OK' : res.json().code];
};
const auditOf = (userId: string) => t.db.select().from(auditLog).where(eq(auditLog.actorId, userId));

/** Moves well past every step used so far, so a code of the new time is one nobody used. */
const nextMinutes = () => t.clock.advance(5 * MINUTE_MS);

describe('enrolment', () => {
  it('gives a secret, its URL and QR code, keeps it sealed, and enrols it with a code from the app', async () => {
    const staff = await signUpStaff();
    expect(await metrics(staff.cookie)).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);

    // Another session (somebody else with the password, say) starts first: the staff's own start replaces it.
    const other = await enrol(await signIn(staff.email));
    expect(other.statusCode, other.body).toBe(200);
    const first = await enrol(staff.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const { secret, otpauthUrl, qrSvg } = first.json();
    expect(secret).not.toBe(other.json().secret);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(staff.email));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A reload in the same session shows the same key, which the app may already hold.
    expect((await enrol(staff.cookie)).json()).toEqual(first.json());
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.totpEnrolledAt).toBeNull();

    // The other session's secret was replaced: its code no longer enrols.
    expect((await confirm(staff.cookie, totpCode(t, other.json().secret))).json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await confirm(staff.cookie, 'abcde-fghjk')).statusCode).toBe(400);
    const confirmed = await confirm(staff.cookie, totpCode(t, secret));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    // Enrolled, the secret is kept sealed on its own.
    const [enrolled] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(t.cipher.decrypt(Buffer.from(enrolled?.totpSecret ?? '', 'base64')).toString()).toBe(secret);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id));
    expect(stored.map((code) => code.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect((await auditOf(staff.id)).map((entry) => entry.action)).toEqual(['two_factor_enrolled']);
    // This session passed the factor by enrolling.
    expect(await metrics(staff.cookie)).toEqual([200, 'OK']);
  });

  it('never gives the secret again once enrolled, and cannot be confirmed twice', async () => {
    const admin = await signUpAdmin(t);
    const [before] = await t.db.select().from(users).where(eq(users.id, admin.id));
    for (const res of [await enrol(admin.cookie), await confirm(admin.cookie, totpCode(t, admin.totpSecret))]) {
      expect([res.statusCode, res.json().code]).toEqual([409, 'ALREADY_VERIFIED']);
      expect(res.body).not.toContain(admin.totpSecret);
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(after).toEqual(before);
  });

  it('asks to start before confirming', async () => {
    const staff = await signUpStaff();
    const res = await confirm(staff.cookie, '123456');
    expect([res.statusCode, res.json().code]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    const early = await verify(staff.cookie, '123456');
    expect([early.statusCode, early.json().code]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
  });
});

describe('passing the second factor', () => {
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  beforeAll(async () => {
    admin = await signUpAdmin(t);
  });

  it('is asked again after 12 hours, and passed with a code from the app', async () => {
    expect(await metrics(admin.cookie)).toEqual([200, 'OK']);
    t.clock.advance(SECOND_FACTOR_TTL_MS + 1000);
    expect(await metrics(admin.cookie)).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    const res = await verify(admin.cookie, totpCode(t, admin.totpSecret));
    expect(res.statusCode, res.body).toBe(204);
    expect(await metrics(admin.cookie)).toEqual([200, 'OK']);
  });

  it('is asked in every new session', async () => {
    nextMinutes();
    const cookie = await signIn(admin.email);
    expect(await metrics(cookie)).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    expect((await verify(cookie, totpCode(t, admin.totpSecret))).statusCode).toBe(204);
    expect(await metrics(cookie)).toEqual([200, 'OK']);
  });

  it('takes a code one step early or late, not three', async () => {
    for (const [offset, status] of [
      [-30, 204],
      [30, 204],
      [-90, 400],
      [90, 400],
    ] as const) {
      nextMinutes();
      const cookie = await signIn(admin.email);
      const res = await verify(cookie, totpCode(t, admin.totpSecret, offset));
      expect(res.statusCode, `${offset} s`).toBe(status);
      expect(await metrics(cookie), `${offset} s`).toEqual(status === 204 ? [200, 'OK'] : [403, 'TWO_FACTOR_REQUIRED']);
    }
  });

  it('takes a code once, even when it is sent twice at the same moment', async () => {
    nextMinutes();
    const code = totpCode(t, admin.totpSecret);
    const [one, two] = [await signIn(admin.email), await signIn(admin.email)];
    const answers = await Promise.all([verify(one, code), verify(two, code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 400]);
    const third = await verify(await signIn(admin.email), code);
    expect([third.statusCode, third.json().code]).toEqual([400, 'INVALID_TWO_FACTOR_CODE']);
    // Nor an older code of the same window once a newer one was used.
    const older = await verify(await signIn(admin.email), totpCode(t, admin.totpSecret, -30));
    expect(older.statusCode).toBe(400);
  });

  it('takes a recovery code once, whatever its case, and records its use', async () => {
    const [recovery] = admin.recoveryCodes as [string];
    const cookie = await signIn(admin.email);
    const res = await verify(cookie, ` ${recovery.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(204);
    expect(await metrics(cookie)).toEqual([200, 'OK']);
    const again = await verify(await signIn(admin.email), recovery);
    expect([again.statusCode, again.json().code]).toEqual([400, 'INVALID_TWO_FACTOR_CODE']);
    const used = (await auditOf(admin.id)).filter((entry) => entry.action === 'recovery_code_used');
    expect(used).toHaveLength(1);
    // Another admin's code is no use either.
    const other = await signUpAdmin(t);
    expect((await verify(await signIn(other.email), admin.recoveryCodes[1])).statusCode).toBe(400);
  });
});

describe('who may use it', () => {
  const routes = [
    (cookie?: string) => enrol(cookie),
    (cookie?: string) => confirm(cookie, '123456'),
    (cookie?: string) => verify(cookie, '123456'),
  ];

  it('answers 401 to a visitor, changing nothing', async () => {
    for (const call of [...routes, (cookie?: string) => turnOff(cookie, MEMBER_PASSWORD, '123456')]) {
      const visitor = await call();
      expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it('asks an account whose email is not verified, staff or member, to verify it first, changing nothing', async () => {
    const staff = await signUpStaff();
    const member = await signUpMember(t);
    for (const account of [staff, member]) {
      await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
      const [before] = await t.db.select().from(users).where(eq(users.id, account.id));
      for (const call of [...routes, (cookie?: string) => turnOff(cookie, MEMBER_PASSWORD, '123456')]) {
        const res = await call(account.cookie);
        expect([res.statusCode, res.json().code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
      }
      expect((await t.db.select().from(users).where(eq(users.id, account.id)))[0]).toEqual(before);
    }
  });

  it('answers 400, never 5xx, to bad input', async () => {
    const staff = await signUpStaff();
    await enrol(staff.cookie);
    const bodies: unknown[] = ['12345', '1234567', 'abcd-efghi', '12345a', 42, null, '', 'x'.repeat(10_000)];
    for (const code of bodies) {
      for (const call of [confirm, verify]) {
        const res = await call(staff.cookie, code);
        expect([res.statusCode, res.json().code], JSON.stringify(code)).toEqual([400, 'VALIDATION_FAILED']);
      }
    }
    for (const url of ['/api/auth/two-factor/verify', '/api/auth/two-factor/enrolment/confirm']) {
      for (const payload of [undefined, '{', '[]', '{"code":"123456","extra":1}']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: staff.cookie, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
      }
    }
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enrolment',
      headers: { cookie: staff.cookie },
      payload: { secret: 'AAAA' },
    });
    expect(extra.statusCode).toBe(400);
  });
});
