import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import {
  enrolSecondFactor,
  MANY_SIGN_INS,
  MEMBER_PASSWORD,
  signInWithPassword,
  signUpAdmin,
  signUpMember,
  totpCode,
} from '#server/test-support/members.ts';
import { sessionCookieOf, setUpTestApp } from '#server/test-support/test-app.ts';
import { mailsTo } from './test-browser.ts';

const MINUTE_MS = 60 * 1000;

const t = setUpTestApp({
  sessionTtlMs: 365 * 24 * 60 * MINUTE_MS,
  authRateLimit: MANY_SIGN_INS,
});

async function signIn(email: string) {
  const res = await signInWithPassword(t, email);
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookieOf(res), user: res.json() };
}

const answer = async (res: { statusCode: number; json(): { code?: string } }) => [res.statusCode, res.json().code];
const get = (cookie: string, url: string) => callAs(t, cookie)('GET', url);
const verify = (cookie: string, code: string) => callAs(t, cookie)('POST', '/api/auth/two-factor/verify', { code });
const turnOff = (cookie: string, password: string, code: string) =>
  callAs(t, cookie)('POST', '/api/auth/two-factor/turn-off', { password, code });
/** Moves well past every step used so far, so a code of the new time is one nobody used. */
const nextMinutes = () => t.clock.advance(5 * MINUTE_MS);

describe('two-step verification for members', () => {
  it('is turned on by a member with a verified email, and asked for at every sign-in after', async () => {
    const member = await signUpMember(t);
    const laptop = await signIn(member.email);
    const { totpSecret, recoveryCodes: codes } = await enrolSecondFactor(t, member.cookie);
    expect(codes).toHaveLength(10);
    // The session that turned it on passed it by doing so.
    expect((await get(member.cookie, '/api/auth/user')).json()).toMatchObject({
      secondFactor: { enrolled: true, verified: true },
      secondFactorPending: false,
    });
    expect((await get(member.cookie, '/api/dashboard/stats')).statusCode).toBe(200);
    // A session opened before owes the code now.
    expect(await answer(await get(laptop.cookie, '/api/dashboard/stats'))).toEqual([403, 'TWO_FACTOR_REQUIRED']);

    nextMinutes();
    const phone = await signIn(member.email);
    expect(phone.user).toMatchObject({ secondFactor: { enrolled: true, verified: false }, secondFactorPending: true });
    // Until the code: who is signed in, the language, the code and signing out; nothing else.
    expect((await get(phone.cookie, '/api/auth/user')).json()).toMatchObject({ secondFactorPending: true });
    expect((await callAs(t, phone.cookie)('PUT', '/api/auth/user/language', { language: 'es' })).statusCode).toBe(204);
    for (const url of ['/api/dashboard/stats', '/api/credit-report', '/api/auth/sessions', '/api/notifications']) {
      expect(await answer(await get(phone.cookie, url)), url).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    }
    expect(await answer(await get(phone.cookie, '/api/admin/metrics'))).toEqual([403, 'FORBIDDEN']);
    // Nor can that session turn the factor off, even with the password and a right code.
    expect(await answer(await turnOff(phone.cookie, MEMBER_PASSWORD, totpCode(t, totpSecret)))).toEqual([
      403,
      'TWO_FACTOR_REQUIRED',
    ]);

    expect((await verify(phone.cookie, totpCode(t, totpSecret))).statusCode).toBe(204);
    expect((await get(phone.cookie, '/api/dashboard/stats')).statusCode).toBe(200);
    expect((await get(phone.cookie, '/api/auth/user')).json()).toMatchObject({
      secondFactor: { enrolled: true, verified: true },
      secondFactorPending: false,
    });
    // A recovery code passes it too.
    const tablet = await signIn(member.email);
    expect((await verify(tablet.cookie, codes[0] as string)).statusCode).toBe(204);
    expect((await get(tablet.cookie, '/api/credit-report')).statusCode).not.toBe(403);
    // Signing out needs no code.
    const kiosk = await signIn(member.email);
    expect((await callAs(t, kiosk.cookie)('POST', '/api/logout')).statusCode).toBe(204);
    expect(await answer(await get(kiosk.cookie, '/api/auth/user'))).toEqual([401, 'UNAUTHORIZED']);
  });

  it('is turned off with the password and a code, and the member is emailed', async () => {
    const member = await signUpMember(t);
    const { totpSecret } = await enrolSecondFactor(t, member.cookie);
    nextMinutes();
    const wrongPassword = await turnOff(member.cookie, 'not-my-password-1', totpCode(t, totpSecret));
    expect(await answer(wrongPassword)).toEqual([400, 'WRONG_CURRENT_PASSWORD']);
    expect(wrongPassword.json().issues).toEqual([expect.objectContaining({ path: 'password' })]);
    expect(await answer(await turnOff(member.cookie, MEMBER_PASSWORD, totpCode(t, totpSecret, 600)))).toEqual([
      400,
      'INVALID_TWO_FACTOR_CODE',
    ]);
    expect((await t.db.select().from(users).where(eq(users.id, member.id)))[0]?.totpEnrolledAt).not.toBeNull();

    expect((await turnOff(member.cookie, MEMBER_PASSWORD, totpCode(t, totpSecret))).statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, secondFactorFailures: 0 });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    const next = await signIn(member.email);
    expect(next.user).toMatchObject({ secondFactor: null, secondFactorPending: false });
    expect((await get(next.cookie, '/api/dashboard/stats')).statusCode).toBe(200);
    const [mail] = (await mailsTo(t, member.email)).filter((m) => m.subject.startsWith('Two-step verification'));
    expect(mail?.subject).toBe('Two-step verification was turned off for your CreditPath account');
    // Off means off: nothing to turn off now, and it can be turned on again.
    expect(await answer(await turnOff(next.cookie, MEMBER_PASSWORD, '123456'))).toEqual([
      403,
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    ]);
    expect((await callAs(t, next.cookie)('POST', '/api/auth/two-factor/enrolment')).statusCode).toBe(200);
  });

  it('stays on for staff', async () => {
    const admin = await signUpAdmin(t);
    nextMinutes();
    const res = await turnOff(admin.cookie, MEMBER_PASSWORD, totpCode(t, admin.totpSecret));
    expect(await answer(res)).toEqual([409, 'TWO_FACTOR_MANDATORY']);
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0]?.totpEnrolledAt).not.toBeNull();
  });

  it('answers 400, never 5xx, to a bad turn-off', async () => {
    const member = await signUpMember(t);
    for (const payload of [
      {},
      { password: MEMBER_PASSWORD },
      { code: '123456' },
      { password: '', code: '123456' },
      { password: MEMBER_PASSWORD, code: '12345' },
      { password: 'x'.repeat(10_000), code: '123456' },
      { password: MEMBER_PASSWORD, code: '123456', extra: true },
    ]) {
      const res = await callAs(t, member.cookie)('POST', '/api/auth/two-factor/turn-off', payload);
      expect(await answer(res), JSON.stringify(payload).slice(0, 60)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
