import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { hashSessionToken } from '../../sessions/session-token.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { findUserByEmail } from './service.ts';
import { browser, freshEmail, mailsTo, tokenFrom } from './test-browser.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { perIp: 10_000, perAccount: 10_000, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

const verify = (token: unknown, b = browser(t)) => b.call('POST', '/api/auth/email/verify', { token });

/** A sign-up whose link is not opened yet: its email and the token of that link. */
async function signedUp(email = freshEmail()) {
  await browser(t).register(email);
  return { email, token: await tokenFrom(t, email, '/verify-email') };
}

describe('opening the verification link', () => {
  it('proves the email, uses the link up and signs this browser in', async () => {
    const { email, token } = await signedUp();
    const b = browser(t);
    const res = await verify(token, b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, emailVerified: true, isAdmin: false, secondFactor: null });
    expect(b.jar.has('cp_session')).toBe(true);
    expect(b.jar.has('cp_device')).toBe(true);
    expect((await b.me()).json().emailVerified).toBe(true);

    const user = await findUserByEmail(t.db, email);
    expect(user?.emailVerifiedAt).toEqual(t.clock.now());
    const [stored] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashSessionToken(token)));
    expect(stored?.usedAt).toEqual(t.clock.now());
    // The browser that opened our own link is not a "new sign-in" to warn about.
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user?.id ?? '')),
    ).toEqual([]);
  });

  it('answers LINK_INVALID "used" to a link opened twice, and keeps the first time of verification', async () => {
    const { email, token } = await signedUp();
    await verify(token);
    const verifiedAt = (await findUserByEmail(t.db, email))?.emailVerifiedAt;
    t.clock.advance(60_000);
    const b = browser(t);
    const again = await verify(token, b);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'used' });
    expect(b.jar.has('cp_session')).toBe(false);
    expect((await findUserByEmail(t.db, email))?.emailVerifiedAt).toEqual(verifiedAt);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { token } = await signedUp();
    const results = await Promise.all([verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().reason).toBe('used');
  });

  it('works for 24 hours and answers "expired" after', async () => {
    const early = await signedUp();
    const late = await signedUp();
    t.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await verify(early.token)).statusCode).toBe(200);
    t.clock.advance(2000);
    const res = await verify(late.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'expired' });
    expect((await findUserByEmail(t.db, late.email))?.emailVerifiedAt).toBeNull();
  });

  it('answers "invalid" to a token we never sent, or one sent for a password reset', async () => {
    expect((await verify('not-a-token-we-sent')).json()).toMatchObject({ code: 'LINK_INVALID', reason: 'invalid' });
    const { email } = await signedUp();
    await browser(t).call('POST', '/api/auth/password/forgot', { email });
    const resetToken = await tokenFrom(t, email, '/reset-password');
    const res = await verify(resetToken);
    expect([res.statusCode, res.json().reason]).toEqual([400, 'invalid']);
    expect((await findUserByEmail(t.db, email))?.emailVerifiedAt).toBeNull();
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['an overlong token', { token: 'x'.repeat(201) }],
    ['a number', { token: 42 }],
    ['an extra field', { token: 'abc', userId: 'someone' }],
  ])('answers 400 with issues to %s', async (_label, body) => {
    const res = await browser(t).call('POST', '/api/auth/email/verify', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: expect.any(Array) });
  });
});

describe('sending the link again', () => {
  it('emails a fresh link to a signed-in member whose email is not verified', async () => {
    const { email, token } = await signedUp();
    const b = browser(t);
    await b.login(email);
    const res = await b.call('POST', '/api/auth/email/resend');
    expect(res.statusCode).toBe(204);
    const fresh = await tokenFrom(t, email, '/verify-email');
    expect(fresh).not.toBe(token);
    expect((await mailsTo(t, email)).filter((mail) => mail.text.includes('/verify-email'))).toHaveLength(2);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('answers 409 ALREADY_VERIFIED once the email is verified, and 401 to a visitor', async () => {
    const { email, token } = await signedUp();
    const b = browser(t);
    await verify(token, b);
    const sent = (await mailsTo(t, email)).length;
    const res = await b.call('POST', '/api/auth/email/resend');
    expect([res.statusCode, res.json().code]).toEqual([409, 'ALREADY_VERIFIED']);
    expect((await mailsTo(t, email)).length).toBe(sent);
    expect((await browser(t).call('POST', '/api/auth/email/resend')).statusCode).toBe(401);
  });

  it('refuses a body with fields in it', async () => {
    const { email } = await signedUp();
    const b = browser(t);
    await b.login(email);
    const res = await b.call('POST', '/api/auth/email/resend', { email: 'someone.else@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toBeDefined();
  });
});

describe('an email that cannot be sent', () => {
  it('is logged, and the answer stays what it would have been', async () => {
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const email = freshEmail();
      const b = browser(t);
      expect((await b.register(email)).statusCode).toBe(202);
      await b.login(email);
      expect((await b.call('POST', '/api/auth/email/resend')).statusCode).toBe(204);
      expect((await browser(t).call('POST', '/api/auth/password/forgot', { email })).statusCode).toBe(202);
      expect(t.logs().match(/sending an account email failed/g)?.length).toBeGreaterThanOrEqual(3);
      expect(t.logs()).toContain('SMTP server unreachable');
      expect(await mailsTo(t, email)).toEqual([]);
    } finally {
      t.mailer.send = send;
    }
  });
});

describe('rights from configuration wait for the verified email', () => {
  it('gives an ADMIN_EMAILS address no admin rights until its link is opened', async () => {
    const boss = await createTestApp({ adminEmails: ['boss@example.com'] });
    try {
      const b = browser(boss);
      expect((await b.register('Boss@Example.com')).statusCode).toBe(202);
      const signedIn = await b.login('boss@example.com');
      expect(signedIn.json()).toMatchObject({ isAdmin: false, emailVerified: false });
      expect((await b.call('GET', '/api/admin/users')).statusCode).toBe(403);
      const [row] = await boss.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row?.isAdmin).toBe(false);

      const verified = await verify(await tokenFrom(boss, 'boss@example.com', '/verify-email'), browser(boss));
      expect(verified.json()).toMatchObject({ isAdmin: true, emailVerified: true });
      // The session that was open before the link now sees the rights too.
      expect((await b.me()).json().isAdmin).toBe(true);
    } finally {
      await boss.close();
    }
  });

  it('tells the owner they are the owner only once OWNER_EMAIL is verified, and nobody else', async () => {
    const app = await createTestApp({ adminEmails: ['owner@example.com'], ownerEmail: 'owner@example.com' });
    try {
      const b = browser(app);
      await b.register('Owner@Example.com');
      expect((await b.login('owner@example.com')).json()).toMatchObject({ isAdmin: false, isOwner: false });
      const owner = await verify(await tokenFrom(app, 'owner@example.com', '/verify-email'), browser(app));
      expect(owner.json()).toMatchObject({ isAdmin: true, isOwner: true });
      await browser(app).register('someone@example.com');
      const someone = await verify(await tokenFrom(app, 'someone@example.com', '/verify-email'), browser(app));
      expect(someone.json()).toMatchObject({ isAdmin: false, isOwner: false });
    } finally {
      await app.close();
    }
  });
});
