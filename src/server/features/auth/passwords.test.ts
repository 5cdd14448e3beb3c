import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '#server/db/schema/accounts.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import { MANY_SIGN_INS, MEMBER_PASSWORD } from '#server/test-support/members.ts';
import { setUpTestApp, testConfig } from '#server/test-support/test-app.ts';
import { PASSWORD_RESET_TTL_MS } from '#shared/constants/accounts.ts';
import { findUserByEmail } from './service.ts';
import {
  type Browser,
  browser,
  freshEmail,
  mailsTo,
  SAFARI_ON_IPHONE,
  tokenFrom,
  verifiedMember,
} from './test-browser.ts';

const t = setUpTestApp({ authRateLimit: MANY_SIGN_INS });

const NEW_PASSWORD = 'a-brand-new-secret-7';
const forgot = (body: object) => browser(t).call('POST', '/api/auth/password/forgot', body);
const reset = (token: unknown, password: unknown = NEW_PASSWORD, b: Browser = browser(t)) =>
  b.call('POST', '/api/auth/password/reset', { token, password });
const resetToken = async (email: string) => {
  expect((await forgot({ email })).statusCode).toBe(202);
  return tokenFrom(t, email, '/reset-password');
};
const notificationsOf = async (email: string) => {
  const user = await findUserByEmail(t.db, email);
  return t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user?.id ?? ''));
};

/** Only the new password signs in now, and the member is told of the change: which change, from which browser. */
async function expectPasswordChanged(email: string, subjectKey: unknown, from: Browser) {
  expect((await browser(t).login(email)).statusCode).toBe(401);
  expect((await browser(t).login(email, NEW_PASSWORD)).statusCode).toBe(200);
  const changed = (await notificationsOf(email)).filter((n) => n.kind === 'password_changed');
  expect(changed).toEqual([
    expect.objectContaining({ subjectKey, data: { device: 'Chrome on Windows', ipAddress: from.ip } }),
  ]);
}

describe('asking for a reset link', () => {
  it('answers 202 alike for an account and an unknown email, and emails only the account', async () => {
    const email = freshEmail();
    await verifiedMember(t, browser(t), email);
    const unknown = freshEmail();
    const known = await forgot({ email: email.toUpperCase() });
    const nobody = await forgot({ email: unknown });
    expect([known.statusCode, nobody.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(nobody.body);
    expect(await mailsTo(t, unknown)).toEqual([]);

    const mail = (await mailsTo(t, email)).at(-1);
    expect(mail).toMatchObject({ subject: 'Reset your CreditPath password', language: 'en' });
    expect(mail?.text).toContain('1 hour');
    const token = await tokenFrom(t, email, '/reset-password');
    expect(mail?.text).toContain(`${testConfig().appOrigin}/reset-password?token=${token}`);
    const [stored] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashSessionToken(token)));
    expect(stored).toMatchObject({
      purpose: 'reset_password',
      usedAt: null,
      expiresAt: new Date(t.clock.now().getTime() + PASSWORD_RESET_TTL_MS),
    });
  });

  it('writes in the language of the page, else in the member’s', async () => {
    const email = freshEmail();
    await browser(t).register(email, { language: 'es' });
    await forgot({ email });
    // The sign-up's email and this one both leave after their answers, in either order: this is the reset one.
    const resetMails = async () => (await mailsTo(t, email)).filter((mail) => mail.text.includes('/reset-password'));
    expect((await resetMails()).at(-1)).toMatchObject({
      subject: 'Restablezca su contraseña de CreditPath',
      language: 'es',
    });
    expect((await resetMails()).at(-1)?.text).toContain('1 hora');
    await forgot({ email, language: 'en' });
    expect((await resetMails()).at(-1)?.language).toBe('en');
  });

  it.each([
    ['no email', {}],
    ['an invalid email', { email: 'nope' }],
    ['an unknown language', { email: 'a@example.com', language: 'fr' }],
    ['an extra field', { email: 'a@example.com', userId: 'x' }],
  ])('answers 400 with issues to %s', async (_label, body) => {
    const res = await forgot(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });
});

describe('resetting the password with the link', () => {
  it('sets the password, ends every session, proves the email and signs this browser in', async () => {
    const email = freshEmail();
    await browser(t).register(email);
    const laptop = browser(t);
    const phone = browser(t, { userAgent: SAFARI_ON_IPHONE });
    await laptop.login(email);
    await phone.login(email);
    const token = await resetToken(email);

    const here = browser(t);
    const res = await reset(token, NEW_PASSWORD, here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, emailVerified: true });
    expect((await here.me()).statusCode).toBe(200);
    expect((await laptop.me()).statusCode).toBe(401);
    expect((await phone.me()).statusCode).toBe(401);
    await expectPasswordChanged(email, `reset:${hashSessionToken(token).slice(0, 16)}`, here);
  });

  it('answers "used" to a link used twice', async () => {
    const email = freshEmail();
    await verifiedMember(t, browser(t), email);
    const token = await resetToken(email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'yet-another-secret-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'used' });
    expect((await browser(t).login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('makes an older unused link invalid as soon as a newer one is sent: only the newest works', async () => {
    const email = freshEmail();
    await verifiedMember(t, browser(t), email);
    const oldest = await resetToken(email);
    t.clock.advance(5 * 60 * 1000);
    const older = await resetToken(email);
    const newest = await resetToken(email);
    expect(new Set([oldest, older, newest]).size).toBe(3);
    for (const superseded of [oldest, older]) {
      const res = await reset(superseded, 'yet-another-secret-8');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'superseded' });
    }
    // Refused, they changed nothing: the password is the one the member had.
    expect((await browser(t).login(email, 'yet-another-secret-8')).statusCode).toBe(401);
    expect((await browser(t).login(email)).statusCode).toBe(200);
    expect((await reset(newest)).statusCode).toBe(200);
    expect((await browser(t).login(email, NEW_PASSWORD)).statusCode).toBe(200);
    // Another account's links are its own: a link sent to someone else meanwhile still works.
    const other = freshEmail();
    await verifiedMember(t, browser(t), other);
    const theirs = await resetToken(other);
    await resetToken(email);
    expect((await reset(theirs)).statusCode).toBe(200);
  });

  it('works for an hour and answers "expired" after, changing nothing', async () => {
    const email = freshEmail();
    await verifiedMember(t, browser(t), email);
    const token = await resetToken(email);
    t.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    const res = await reset(token);
    expect(res.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'expired' });
    expect((await browser(t).login(email)).statusCode).toBe(200);
  });

  it('answers "invalid" to a token we never sent, or one sent to verify an email', async () => {
    expect((await reset('made-up-token')).json()).toMatchObject({ code: 'LINK_INVALID', reason: 'invalid' });
    const email = freshEmail();
    await browser(t).register(email);
    const res = await reset(await tokenFrom(t, email, '/verify-email'));
    expect([res.statusCode, res.json().reason]).toEqual([400, 'invalid']);
  });

  it('refuses a common password and leaves the link usable', async () => {
    const email = freshEmail();
    await verifiedMember(t, browser(t), email);
    const token = await resetToken(email);
    const res = await reset(token, 'Password1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      issues: [{ path: 'password', code: 'custom', message: 'auth.errors.passwordTooCommon' }],
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it.each([
    ['no password', { token: 'abc' }],
    ['a short password', { token: 'abc', password: 'short' }],
    ['no token', { password: NEW_PASSWORD }],
    ['an extra field', { token: 'abc', password: NEW_PASSWORD, email: 'a@example.com' }],
  ])('answers 400 with issues to %s', async (_label, body) => {
    const res = await browser(t).call('POST', '/api/auth/password/reset', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });
});

describe('changing the password while signed in', () => {
  const change = (b: Browser, body: object) => b.call('POST', '/api/auth/password/change', body);

  it('keeps this browser signed in and ends every other session', async () => {
    const laptop = browser(t);
    const email = await verifiedMember(t, laptop);
    const phone = browser(t, { userAgent: SAFARI_ON_IPHONE });
    await phone.login(email);
    const res = await change(laptop, { currentPassword: MEMBER_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect((await laptop.me()).statusCode).toBe(200);
    expect((await phone.me()).statusCode).toBe(401);
    await expectPasswordChanged(email, expect.stringMatching(/^change:/), laptop);
  });

  it('ends reset links that were open before the change', async () => {
    const b = browser(t);
    const email = await verifiedMember(t, b);
    const token = await resetToken(email);
    await change(b, { currentPassword: MEMBER_PASSWORD, newPassword: NEW_PASSWORD });
    expect((await reset(token, 'yet-another-secret-8')).json().reason).toBe('used');
    const [stored] = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, hashSessionToken(token)), eq(accountTokens.purpose, 'reset_password')));
    expect(stored?.usedAt).not.toBeNull();
  });

  it('refuses a wrong current password and a common new one, changing nothing', async () => {
    const b = browser(t);
    const email = await verifiedMember(t, b);
    const wrong = await change(b, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      issues: [{ path: 'currentPassword', code: 'custom', message: 'errors.WRONG_CURRENT_PASSWORD' }],
    });
    const common = await change(b, { currentPassword: MEMBER_PASSWORD, newPassword: '12345678' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      issues: [{ path: 'newPassword', code: 'custom', message: 'auth.errors.passwordTooCommon' }],
    });
    const own = await change(b, { currentPassword: MEMBER_PASSWORD, newPassword: email });
    expect(own.json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await b.login(email)).statusCode).toBe(200);
    expect((await notificationsOf(email)).map((n) => n.kind)).not.toContain('password_changed');
  });

  it('answers 401 to a visitor and 400 with issues to a bad body', async () => {
    expect((await change(browser(t), { currentPassword: MEMBER_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(
      401,
    );
    const b = browser(t);
    await verifiedMember(t, b);
    for (const body of [
      {},
      { currentPassword: '', newPassword: NEW_PASSWORD },
      { currentPassword: 'x', newPassword: 'short' },
    ]) {
      const res = await change(b, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
  });
});
