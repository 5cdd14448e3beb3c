import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '#server/db/schema/accounts.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import { MANY_SIGN_INS, MEMBER_PASSWORD } from '#server/test-support/members.ts';
import { createTestApp, setUpTestApp } from '#server/test-support/test-app.ts';
import { findUserByEmail } from './service.ts';
import { browser, freshEmail, mailsTo, tokenFrom, verifiedMember } from './test-browser.ts';

const t = setUpTestApp({ authRateLimit: MANY_SIGN_INS });

/** Opens a link in `b`, choosing `password` with it; `null` sends none, as a page does on opening the link. */
const verify = (token: unknown, b = browser(t), password: string | null = MEMBER_PASSWORD) =>
  b.call('POST', '/api/auth/email/verify', password === null ? { token } : { token, password });

/** A sign-up whose link is not opened yet: its email and the token of that link. */
async function signedUp(email = freshEmail()) {
  await browser(t).register(email);
  return { email, token: await tokenFrom(t, email, '/verify-email') };
}

async function storedLink(token: string) {
  const [stored] = await t.db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashSessionToken(token)));
  return stored;
}

describe('opening the verification link', () => {
  it('asks a browser that is not signed in to the account for its password first, and spends nothing', async () => {
    const { email, token } = await signedUp();
    const b = browser(t);
    const res = await verify(token, b, null);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_CHOICE_REQUIRED', email });
    expect(b.jar.size).toBe(0);
    expect((await storedLink(token))?.usedAt).toBeNull();
    expect((await findUserByEmail(t.db, email))?.emailVerifiedAt).toBeNull();
  });

  it('asks a browser signed in to another account too', async () => {
    const { email, token } = await signedUp();
    const someoneElse = browser(t);
    await verifiedMember(t, someoneElse);
    const res = await verify(token, someoneElse, null);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_CHOICE_REQUIRED', email });
    expect((await someoneElse.me()).json().email).not.toBe(email);
  });

  it('with the password chosen, proves the email, uses the link up and signs this browser in', async () => {
    const { email, token } = await signedUp();
    const b = browser(t);
    const res = await verify(token, b, 'chosen-with-the-link-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, emailVerified: true, isAdmin: false, secondFactor: null });
    expect(b.jar.has('cp_session')).toBe(true);
    expect(b.jar.has('cp_device')).toBe(true);
    expect((await b.me()).json().emailVerified).toBe(true);

    const user = await findUserByEmail(t.db, email);
    expect(user?.emailVerifiedAt).toEqual(t.clock.now());
    expect((await storedLink(token))?.usedAt).toEqual(t.clock.now());
    // The browser that opened our own link is not a "new sign-in" to warn about.
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user?.id ?? '')),
    ).toEqual([]);
    // The password is the one chosen with the link; the one typed at sign-up no longer works.
    expect((await browser(t).login(email, 'chosen-with-the-link-1')).statusCode).toBe(200);
    expect((await browser(t).login(email)).statusCode).toBe(401);
  });

  it('refuses a common password with the field named, and leaves the link usable', async () => {
    const { email, token } = await signedUp();
    const res = await verify(token, browser(t), 'password1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      issues: [{ path: 'password', message: 'auth.errors.passwordTooCommon' }],
    });
    expect((await storedLink(token))?.usedAt).toBeNull();
    expect((await verify(token)).statusCode).toBe(200);
    expect((await findUserByEmail(t.db, email))?.emailVerifiedAt).not.toBeNull();
  });

  it('answers LINK_INVALID "used" to a link opened twice, and keeps the first time of verification', async () => {
    const { email, token } = await signedUp();
    await verify(token);
    const verifiedAt = (await findUserByEmail(t.db, email))?.emailVerifiedAt;
    t.clock.advance(60_000);
    for (const password of [null, 'another-choice-22']) {
      const b = browser(t);
      const again = await verify(token, b, password);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'used' });
      expect(b.jar.has('cp_session')).toBe(false);
    }
    expect((await findUserByEmail(t.db, email))?.emailVerifiedAt).toEqual(verifiedAt);
    expect((await browser(t).login(email, 'another-choice-22')).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { email, token } = await signedUp();
    const results = await Promise.all([
      verify(token, browser(t), 'first-choice-11'),
      verify(token, browser(t), 'second-choice-22'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().reason).toBe('used');
    const won = results[0]?.statusCode === 200 ? 'first-choice-11' : 'second-choice-22';
    expect((await browser(t).login(email, won)).statusCode).toBe(200);
  });

  it('works for 24 hours and answers "expired" after', async () => {
    const early = await signedUp();
    const late = await signedUp();
    t.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await verify(early.token)).statusCode).toBe(200);
    t.clock.advance(2000);
    for (const password of [null, MEMBER_PASSWORD]) {
      const res = await verify(late.token, browser(t), password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'expired' });
    }
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
    ['a password of 7 characters', { token: 'abc', password: 'short12' }],
    ['an overlong password', { token: 'abc', password: 'x'.repeat(129) }],
  ])('answers 400 with issues to %s', async (_label, body) => {
    const res = await browser(t).call('POST', '/api/auth/email/verify', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: expect.any(Array) });
  });
});

describe('sending the link again', () => {
  it('emails a fresh link to a signed-in member whose email is not verified; only the newest one works', async () => {
    const { email, token } = await signedUp();
    const b = browser(t);
    await b.login(email);
    t.clock.advance(60_000);
    const res = await b.call('POST', '/api/auth/email/resend');
    expect(res.statusCode).toBe(204);
    const fresh = await tokenFrom(t, email, '/verify-email');
    expect(fresh).not.toBe(token);
    expect((await mailsTo(t, email)).filter((mail) => mail.text.includes('/verify-email'))).toHaveLength(2);
    for (const password of [null, MEMBER_PASSWORD]) {
      const older = await verify(token, b, password);
      expect([older.statusCode, older.json().code, older.json().reason]).toEqual([400, 'LINK_INVALID', 'superseded']);
    }
    // Opened in the browser signed in to the account: confirmed, and this session goes on.
    const confirmed = await verify(fresh, b, null);
    expect(confirmed.json()).toMatchObject({ email, emailVerified: true });
    expect((await b.me()).json().emailVerified).toBe(true);
  });

  it('supersedes an older link even when both were sent in the same instant', async () => {
    const { email, token } = await signedUp();
    const b = browser(t);
    await b.login(email);
    await b.call('POST', '/api/auth/email/resend');
    expect((await verify(token)).json()).toMatchObject({ code: 'LINK_INVALID', reason: 'superseded' });
    expect((await verify(await tokenFrom(t, email, '/verify-email'))).statusCode).toBe(200);
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
      // Sign-up and reset emails leave after the answer: once they have been tried, the failures are in the log.
      expect(await mailsTo(t, email)).toEqual([]);
      expect(t.logs().match(/sending an account email failed/g)?.length).toBeGreaterThanOrEqual(3);
      expect(t.logs()).toContain('SMTP server unreachable');
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

      // Opened in the browser signed in to the account: it knows the password and now the mailbox.
      const token = await tokenFrom(boss, 'boss@example.com', '/verify-email');
      const verified = await b.call('POST', '/api/auth/email/verify', { token });
      expect(verified.json()).toMatchObject({ isAdmin: true, emailVerified: true });
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
      const ownerToken = await tokenFrom(app, 'owner@example.com', '/verify-email');
      const owner = await b.call('POST', '/api/auth/email/verify', { token: ownerToken });
      expect(owner.json()).toMatchObject({ isAdmin: true, isOwner: true });
      await browser(app).register('someone@example.com');
      const someoneToken = await tokenFrom(app, 'someone@example.com', '/verify-email');
      const someone = await browser(app).call('POST', '/api/auth/email/verify', {
        token: someoneToken,
        password: MEMBER_PASSWORD,
      });
      expect(someone.json()).toMatchObject({ isAdmin: false, isOwner: false });
    } finally {
      await app.close();
    }
  });
});
