import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import {
  enrolSecondFactor,
  MANY_SIGN_INS,
  signInWithPassword,
  signUpMember,
  totpCode,
} from '#server/test-support/members.ts';
import { sessionCookieOf, setUpTestApp } from '#server/test-support/test-app.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { mailsTo } from './test-browser.ts';

const MINUTE_MS = 60 * 1000;

const t = setUpTestApp({
  sessionTtlMs: 365 * 24 * HOUR_MS,
  authRateLimit: MANY_SIGN_INS,
});

/** A member with two-step verification on, and a new session of theirs that has not passed it. */
async function enrolledMember() {
  const member = await signUpMember(t);
  const factor = await enrolSecondFactor(t, member.cookie);
  const signedIn = await signInWithPassword(t, member.email);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { ...member, ...factor, session: sessionCookieOf(signedIn) };
}

const verify = (cookie: string, code: string) => callAs(t, cookie)('POST', '/api/auth/two-factor/verify', { code });
/** A code the app will show in ten minutes: the right shape, never good now. */
const wrongCode = (secret: string) => totpCode(t, secret, 600);
const answerOf = async (res: Awaited<ReturnType<typeof verify>>) => [
  res.statusCode,
  res.json().code,
  res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after']),
];
const failuresOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.secondFactorFailures;
const warningsTo = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) =>
    /wrong two-step verification codes|códigos de verificación/.test(mail.text),
  );

describe('wrong second-factor codes in a row', () => {
  it('make the wait grow: a minute from the 5th, 15 minutes from the 10th, an hour from the 20th and after each', async () => {
    const member = await enrolledMember();
    const wrong = async () => answerOf(await verify(member.session, wrongCode(member.totpSecret)));
    for (let i = 0; i < 5; i += 1) expect(await wrong()).toEqual([400, 'INVALID_TWO_FACTOR_CODE', null]);
    expect(await wrong()).toEqual([429, 'RATE_LIMITED', 60]);
    // Even the right code waits: the wait is for any code.
    expect(await answerOf(await verify(member.session, totpCode(t, member.totpSecret)))).toEqual([
      429,
      'RATE_LIMITED',
      60,
    ]);
    t.clock.advance(59_000);
    expect(await wrong()).toEqual([429, 'RATE_LIMITED', 1]);
    t.clock.advance(1000);
    expect(await wrong()).toEqual([400, 'INVALID_TWO_FACTOR_CODE', null]);
    expect(await wrong()).toEqual([429, 'RATE_LIMITED', 60]);
    // Failures 7 to 10, a minute apart.
    for (let i = 7; i <= 10; i += 1) {
      t.clock.advance(MINUTE_MS);
      expect(await wrong()).toEqual([400, 'INVALID_TWO_FACTOR_CODE', null]);
    }
    expect(await wrong()).toEqual([429, 'RATE_LIMITED', 15 * 60]);
    for (let i = 11; i <= 20; i += 1) {
      t.clock.advance(15 * MINUTE_MS);
      expect(await wrong()).toEqual([400, 'INVALID_TWO_FACTOR_CODE', null]);
    }
    expect(await wrong()).toEqual([429, 'RATE_LIMITED', 60 * 60]);
    t.clock.advance(HOUR_MS);
    expect(await wrong()).toEqual([400, 'INVALID_TWO_FACTOR_CODE', null]);
    expect(await wrong()).toEqual([429, 'RATE_LIMITED', 60 * 60]);
    expect(await failuresOf(member.id)).toBe(21);

    // The owner's right code, once the hour is over, lets them in and starts the count again.
    t.clock.advance(HOUR_MS);
    expect((await verify(member.session, totpCode(t, member.totpSecret))).statusCode).toBe(204);
    expect((await callAs(t, member.session)('GET', '/api/dashboard/stats')).statusCode).toBe(200);
    expect(await failuresOf(member.id)).toBe(0);
    const other = await enrolledMember();
    expect(await answerOf(await verify(other.session, wrongCode(other.totpSecret)))).toEqual([
      400,
      'INVALID_TWO_FACTOR_CODE',
      null,
    ]);

    // Emailed at the 5th and the 15th, saying what to do.
    const warnings = await warningsTo(member.email);
    expect(warnings.map((mail) => mail.subject)).toEqual([
      'Someone is trying codes to get into your CreditPath account',
      'Someone is trying codes to get into your CreditPath account',
    ]);
    expect(warnings[0]?.text).toContain('5 wrong two-step verification codes in a row');
    expect(warnings[1]?.text).toContain('15 wrong two-step verification codes in a row');
    expect(warnings[0]?.text).toContain('/forgot-password');
    expect(warnings[0]?.text).toContain('Choose a new password');
  });

  it('count recovery codes in the same budget, whichever session they come from, and warn in the member’s language', async () => {
    const member = await enrolledMember();
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, member.id));
    const otherSession = sessionCookieOf(await signInWithPassword(t, member.email));
    for (const [cookie, code] of [
      [member.session, wrongCode(member.totpSecret)],
      [member.session, 'abcde-fghjk'],
      [otherSession, wrongCode(member.totpSecret)],
      [otherSession, 'zzzzz-22222'],
      [member.session, 'abcde-23456'],
    ] as const) {
      expect((await verify(cookie, code)).statusCode).toBe(400);
    }
    const [recovery] = member.recoveryCodes as [string];
    expect(await answerOf(await verify(otherSession, recovery))).toEqual([429, 'RATE_LIMITED', 60]);
    const [warning] = await warningsTo(member.email);
    expect(warning).toMatchObject({
      language: 'es',
      subject: 'Alguien está probando códigos para entrar a su cuenta de CreditPath',
    });
    expect(warning?.text).toContain('Se escribieron 5 códigos');

    t.clock.advance(MINUTE_MS);
    expect((await verify(otherSession, recovery)).statusCode).toBe(204);
    expect(await failuresOf(member.id)).toBe(0);
  });

  it('sent all at once, try no more than the five the wait allows', async () => {
    const member = await enrolledMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(member.session, wrongCode(member.totpSecret))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await failuresOf(member.id)).toBe(5);
    expect(await warningsTo(member.email)).toHaveLength(1);
  });
});
