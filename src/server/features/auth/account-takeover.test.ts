import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { recoveryCodes } from '#server/db/schema/accounts.ts';
import { auditLog } from '#server/db/schema/audit.ts';
import { passkeys } from '#server/db/schema/privacy.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { enrolSecondFactor, MANY_SIGN_INS, MEMBER_PASSWORD, totpCode } from '#server/test-support/members.ts';
import { createTestApp, setUpTestApp } from '#server/test-support/test-app.ts';
import { findUserByEmail } from './service.ts';
import { type Browser, browser, freshEmail, tokenFrom } from './test-browser.ts';

const BOSS = 'boss@example.com';
const ATTACKER_PASSWORD = 'attackers-choice-1';
const OWNER_PASSWORD = 'owners-own-choice-2';

const t = setUpTestApp({
  adminEmails: [BOSS, 'chief@example.com'],
  authRateLimit: MANY_SIGN_INS,
});

const cookieOf = (b: Browser) => `cp_session=${b.jar.get('cp_session')}`;

/**
 * What whoever registered an address might have set up in the account before its owner proved the mailbox: an
 * authenticator, its recovery codes and a passkey. The routes that enrol them now demand a proven email, so the
 * test puts them in the database itself, as an account from before that rule (or a future route) could have
 * them; what matters is that proving the mailbox removes them. Answers the authenticator's secret.
 */
async function plantFactors(email: string): Promise<string> {
  const user = await findUserByEmail(t.db, email);
  if (!user) throw new Error(`no account for ${email}`);
  const secret = new OTPAuth.Secret().base32;
  await t.db
    .update(users)
    .set({
      totpSecret: t.cipher.encrypt(Buffer.from(secret)).toString('base64'),
      totpEnrolledAt: t.clock.now(),
    })
    .where(eq(users.id, user.id));
  await t.db
    .insert(recoveryCodes)
    .values({ codeHash: `planted-${user.id}`, userId: user.id, createdAt: t.clock.now() });
  await t.db.insert(passkeys).values({
    userId: user.id,
    credentialId: `planted-${user.id}`,
    publicKey: Buffer.from('not a real key'),
    deviceType: 'singleDevice',
    backedUp: false,
    name: "Attacker's key",
    createdAt: t.clock.now(),
  });
  return secret;
}

async function accountState(email: string) {
  const user = await findUserByEmail(t.db, email);
  const id = user?.id ?? '';
  return {
    user,
    sessions: await t.db.select().from(sessions).where(eq(sessions.userId, id)),
    recoveryCodes: await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id)),
    passkeys: await t.db.select().from(passkeys).where(eq(passkeys.userId, id)),
    audit: await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, id), eq(auditLog.action, 'account_verified_by_mailbox'))),
  };
}

describe('an address registered first by somebody else', () => {
  it('ends with whoever proves the mailbox alone in the account, their admin rights behind their own password and second factor', async () => {
    // 1. The attacker registers the boss's address (in ADMIN_EMAILS) with a password of their choosing, and
    //    signs in while it is unverified: no admin rights yet.
    const attacker = browser(t);
    const registered = await attacker.register(BOSS, { firstName: 'Mallory', password: ATTACKER_PASSWORD });
    expect(registered.statusCode).toBe(202);
    const attackerIn = await attacker.login(BOSS, ATTACKER_PASSWORD);
    expect(attackerIn.json()).toMatchObject({ emailVerified: false, isAdmin: false });
    expect((await attacker.call('GET', '/api/admin/users')).statusCode).toBe(403);
    const attackersSecret = await plantFactors(BOSS);

    // 2. The real owner opens the link from the email, in a browser of their own: the link alone is not enough.
    const owner = browser(t);
    const token = await tokenFrom(t, BOSS, '/verify-email');
    const opened = await owner.call('POST', '/api/auth/email/verify', { token });
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toMatchObject({ code: 'PASSWORD_CHOICE_REQUIRED', email: BOSS });

    // 3. They choose the account's password: the email is verified, the rights from ADMIN_EMAILS arrive, and this
    //    browser is signed in, with no second factor enrolled.
    const confirmed = await owner.call('POST', '/api/auth/email/verify', { token, password: OWNER_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: BOSS,
      emailVerified: true,
      isAdmin: true,
      secondFactor: { enrolled: false, verified: false },
    });

    // 4. The attacker is out: their session answers 401 and their password signs nobody in.
    expect((await attacker.me()).statusCode).toBe(401);
    expect((await attacker.call('GET', '/api/admin/users')).statusCode).toBe(401);
    const again = await browser(t).login(BOSS, ATTACKER_PASSWORD);
    expect([again.statusCode, again.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
    const state = await accountState(BOSS);
    expect(state.sessions).toHaveLength(1);
    expect(state.user).toMatchObject({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null });
    expect(state.recoveryCodes).toEqual([]);
    expect(state.passkeys).toEqual([]);
    expect(state.audit).toEqual([
      expect.objectContaining({
        actorEmail: BOSS,
        targetEmail: BOSS,
        ipAddress: owner.ip,
        details: { sessionsEnded: 1, secondFactorRemoved: true, passkeysRemoved: 1 },
      }),
    ]);

    // 5. The admin pages wait for the owner's own second factor, and open once it is enrolled.
    const refused = await owner.call('GET', '/api/admin/users');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    const { totpSecret } = await enrolSecondFactor(t, cookieOf(owner));
    expect(totpSecret).not.toBe(attackersSecret);
    expect((await owner.call('GET', '/api/admin/users')).statusCode).toBe(200);

    // 6. Another browser needs the owner's password and then the owner's code; the attacker's authenticator is
    //    worth nothing.
    const laptop = browser(t);
    expect((await laptop.login(BOSS, OWNER_PASSWORD)).statusCode).toBe(200);
    const waiting = await laptop.call('GET', '/api/admin/users');
    expect([waiting.statusCode, waiting.json().code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    t.clock.advance(60_000);
    const attackersCode = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(attackersSecret) }).generate({
      timestamp: t.clock.now().getTime(),
    });
    const wrong = await laptop.call('POST', '/api/auth/two-factor/verify', { code: attackersCode });
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const passed = await laptop.call('POST', '/api/auth/two-factor/verify', { code: totpCode(t, totpSecret) });
    expect(passed.statusCode).toBe(204);
    expect((await laptop.call('GET', '/api/admin/users')).statusCode).toBe(200);
  });

  it('leaves a reset link of an unconfirmed account the same way: the registrant and what they set up are gone', async () => {
    const chief = 'chief@example.com';
    const attacker = browser(t);
    await attacker.register(chief, { password: ATTACKER_PASSWORD });
    await attacker.login(chief, ATTACKER_PASSWORD);
    await plantFactors(chief);

    // The owner cannot sign in (the password is not theirs) and asks for a reset link instead.
    const owner = browser(t);
    expect((await owner.call('POST', '/api/auth/password/forgot', { email: chief })).statusCode).toBe(202);
    const token = await tokenFrom(t, chief, '/reset-password');
    const reset = await owner.call('POST', '/api/auth/password/reset', { token, password: OWNER_PASSWORD });
    expect(reset.json()).toMatchObject({ emailVerified: true, isAdmin: true, secondFactor: { enrolled: false } });

    expect((await attacker.me()).statusCode).toBe(401);
    expect((await browser(t).login(chief, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const state = await accountState(chief);
    expect(state.user?.totpEnrolledAt).toBeNull();
    expect([state.recoveryCodes, state.passkeys]).toEqual([[], []]);
    expect(state.audit).toEqual([
      expect.objectContaining({ details: { sessionsEnded: 1, secondFactorRemoved: true, passkeysRemoved: 1 } }),
    ]);
  });

  it('leaves the second factor of a confirmed account alone when its password is reset', async () => {
    const email = freshEmail();
    const b = browser(t);
    await b.register(email);
    await b.call('POST', '/api/auth/email/verify', {
      token: await tokenFrom(t, email, '/verify-email'),
      password: MEMBER_PASSWORD,
    });
    await plantFactors(email);
    await browser(t).call('POST', '/api/auth/password/forgot', { email });
    const token = await tokenFrom(t, email, '/reset-password');
    expect(
      (await browser(t).call('POST', '/api/auth/password/reset', { token, password: OWNER_PASSWORD })).statusCode,
    ).toBe(200);
    const state = await accountState(email);
    expect(state.user?.totpEnrolledAt).not.toBeNull();
    expect(state.passkeys).toHaveLength(1);
    expect(state.audit).toEqual([]);
  });

  it('records nothing when the member who registered chooses the same password again with the link', async () => {
    const email = freshEmail();
    const elsewhere = browser(t);
    await elsewhere.register(email);
    await elsewhere.login(email);
    const phone = browser(t);
    const res = await phone.call('POST', '/api/auth/email/verify', {
      token: await tokenFrom(t, email, '/verify-email'),
      password: MEMBER_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    // Still every other session ends: the link was opened where nobody was signed in.
    expect((await elsewhere.me()).statusCode).toBe(401);
    expect((await browser(t).login(email)).statusCode).toBe(200);
    expect((await accountState(email)).audit).toEqual([]);
  });
});

describe('a link opened in the browser signed in to that very account', () => {
  it('confirms the email, keeps the password and this session, and ends every other session', async () => {
    const email = freshEmail();
    const laptop = browser(t);
    await laptop.register(email);
    expect((await laptop.login(email)).statusCode).toBe(200);
    const phone = browser(t);
    expect((await phone.login(email)).statusCode).toBe(200);
    const sessionBefore = laptop.jar.get('cp_session');

    const res = await laptop.call('POST', '/api/auth/email/verify', {
      token: await tokenFrom(t, email, '/verify-email'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, emailVerified: true });
    // Signed in already: the same session goes on, no new one is set.
    expect(res.cookies.find((cookie) => cookie.name === 'cp_session')).toBeUndefined();
    expect(laptop.jar.get('cp_session')).toBe(sessionBefore);
    expect((await laptop.me()).json()).toMatchObject({ email, emailVerified: true });

    expect((await phone.me()).statusCode).toBe(401);
    expect((await browser(t).login(email)).statusCode).toBe(200);
    const state = await accountState(email);
    expect(state.audit).toEqual([]);
  });

  it('makes an ADMIN_EMAILS address admin, with its second factor still to enrol', async () => {
    const app = await createTestApp({ adminEmails: ['head@example.com'] });
    try {
      const b = browser(app);
      await b.register('head@example.com');
      await b.login('head@example.com');
      const res = await b.call('POST', '/api/auth/email/verify', {
        token: await tokenFrom(app, 'head@example.com', '/verify-email'),
      });
      expect(res.json()).toMatchObject({ isAdmin: true, secondFactor: { enrolled: false, verified: false } });
      const refused = await b.call('GET', '/api/admin/users');
      expect(refused.json().code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    } finally {
      await app.close();
    }
  });
});
