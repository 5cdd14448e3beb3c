import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import { multipartFile } from './multipart.ts';
import { linkIn } from './outbox.ts';
import type { TestApp } from './test-app.ts';
import { sessionCookieOf } from './test-app.ts';

let sequence = 0;

export const MEMBER_PASSWORD = 'member-password-1';

/**
 * A sign-in budget (`authRateLimit`) no test reaches: for the files that sign in many times and are not about the
 * limits, which keep the configured ones.
 */
export const MANY_SIGN_INS = { perIp: 10_000, perAccount: 10_000, windowMs: 60_000 };

/** Registers an account and answers its email, without opening the verification link. */
export async function registerAccount(
  t: TestApp,
  names: { firstName?: string; lastName?: string; email?: string; language?: 'en' | 'es' } = {},
): Promise<string> {
  sequence += 1;
  const email = names.email ?? `member${sequence}.${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/register',
    payload: {
      email,
      firstName: names.firstName ?? 'Maria',
      lastName: names.lastName ?? 'Lopez',
      password: MEMBER_PASSWORD,
      ...(names.language ? { language: names.language } : {}),
    },
  });
  if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return email;
}

/**
 * Opens the newest verification link sent to `email`, as the member would in a browser that is not signed in:
 * they choose the account's password there (the one they signed up with, unless told otherwise), which signs them in.
 */
export async function openVerificationLink(t: TestApp, email: string, password = MEMBER_PASSWORD) {
  const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
  if (!mail) throw new Error(`no email to ${email}`);
  const token = linkIn(mail, '/verify-email').searchParams.get('token');
  return t.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token, password } });
}

/** Registers a fresh member, opens the link we emailed, and answers their session cookie. */
export async function signUpMember(
  t: TestApp,
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ cookie: string; email: string; id: string }> {
  const email = await registerAccount(t, names);
  const res = await openVerificationLink(t, email);
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res), email, id: res.json().id };
}

/** The code an authenticator app shows for `secret` at the test clock's time (or `offsetSeconds` from it). */
export function totpCode(t: TestApp, secret: string, offsetSeconds = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime() + offsetSeconds * 1000,
  });
}

/**
 * Marks the admin's session as having passed the second factor now: for tests that move the clock past its
 * 12 hours (activeMember waits out the 8-day right to cancel) or back before the last code used, where a real
 * code could not pass. The factor itself is tested through its routes in two-factor-*.test.ts.
 */
export async function passSecondFactor(t: TestApp, admin: { cookie: string }): Promise<void> {
  const token = admin.cookie.replace(/^cp_session=/, '');
  await t.db
    .update(sessions)
    .set({ secondFactorAt: t.clock.now() })
    .where(eq(sessions.idHash, hashSessionToken(token)));
}

/** Sets up the second factor in the session of an account that has just become an admin; answers the secret and codes. */
export async function enrolSecondFactor(
  t: TestApp,
  cookie: string,
): Promise<{ totpSecret: string; recoveryCodes: string[] }> {
  const started = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enrolment', headers: { cookie } });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.statusCode} ${started.body}`);
  const totpSecret: string = started.json().secret;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enrolment/confirm',
    headers: { cookie },
    payload: { code: totpCode(t, totpSecret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { totpSecret, recoveryCodes: confirmed.json().recoveryCodes };
}

/**
 * A verified member made admin directly in the database, as ADMIN_EMAILS would at start-up, who then enrols
 * the second factor through the API: the session answered has passed it.
 */
export async function signUpAdmin(
  t: TestApp,
): Promise<{ cookie: string; email: string; id: string; totpSecret: string; recoveryCodes: string[] }> {
  const admin = await signUpMember(t, { firstName: 'Alex', lastName: 'Admin' });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  return { ...admin, ...(await enrolSecondFactor(t, admin.cookie)) };
}

/** Signs in with an email and the test members' password from a fresh browser; answers the reply. */
export const signInWithPassword = (t: Pick<TestApp, 'app'>, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/login', payload: { email, password: MEMBER_PASSWORD } });

/** A request as a signed-in member's screen sends it, with a JSON body when it has one; the test checks the answer. */
export function requestAs(t: TestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/**
 * Requests a test's set-up makes as a signed-in member: each must succeed, and one that does not stops the set-up
 * there, saying which request and what it was answered.
 */
export function asMember(t: TestApp, cookie: string) {
  const succeeded = <Res extends { statusCode: number; body: string }>(what: string, res: Res) => {
    if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
    return res;
  };
  return {
    call: async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      succeeded(`${method} ${url}`, await requestAs(t, cookie)(method, url, payload)),
    upload: async (url: string, name: string, content: Buffer, type: string) => {
      const file = multipartFile('file', name, content, type);
      return succeeded(
        `upload to ${url}`,
        await t.app.inject({ method: 'POST', url, payload: file.payload, headers: { ...file.headers, cookie } }),
      );
    },
  };
}
