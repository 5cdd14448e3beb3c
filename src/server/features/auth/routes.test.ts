import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/users.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import { MANY_SIGN_INS, MEMBER_PASSWORD } from '#server/test-support/members.ts';
import { linkIn } from '#server/test-support/outbox.ts';
import { createTestApp, sessionCookieOf, setUpTestApp, testConfig } from '#server/test-support/test-app.ts';
import { EMAIL_VERIFICATION_TTL_MS } from '#shared/constants/accounts.ts';
import { findUserByEmail } from './service.ts';
import { browser, freshEmail, mailsTo, tokenFrom, verifiedMember } from './test-browser.ts';

// The limits themselves are tested in sign-in-limits.test.ts, on an app of their own.
const t = setUpTestApp({ authRateLimit: MANY_SIGN_INS });

const register = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/register', payload: body, headers });
/** The link to `pathname` in the newest email to `email` that has one. */
async function linkTo(email: string, pathname: string): Promise<URL> {
  const mail = (await mailsTo(t, email)).filter((m) => m.text.includes(pathname)).at(-1);
  if (!mail) throw new Error(`no email to ${email} links to ${pathname}`);
  return linkIn(mail, pathname);
}
const member = (email = freshEmail()) => ({ email, firstName: 'Rosa', lastName: 'Díaz', password: MEMBER_PASSWORD });

describe('registration', () => {
  it('answers 202 with the email and no session, and emails a link whose token only a hash of is kept', async () => {
    const email = freshEmail('Rosa.Diaz').replace('rosa', 'Rosa');
    const res = await register(member(email));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ email: email.toLowerCase() });
    expect(res.cookies).toEqual([]);

    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Confirm your email for CreditPath', language: 'en' });
    expect(mails[0]?.text).toContain('24 hours');
    const link = await linkTo(email, '/verify-email');
    expect(link.origin).toBe(testConfig().appOrigin);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    const user = await findUserByEmail(t.db, email);
    expect(user).toMatchObject({ isAdmin: false, emailVerifiedAt: null, language: 'en', lastLoginAt: null });
    const stored = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user?.id ?? ''));
    expect(stored).toEqual([
      expect.objectContaining({
        tokenHash: hashSessionToken(token),
        purpose: 'verify_email',
        usedAt: null,
        expiresAt: new Date(t.clock.now().getTime() + EMAIL_VERIFICATION_TTL_MS),
      }),
    ]);
  });

  it('answers an email that has a confirmed account exactly the same, and tells only its owner', async () => {
    const email = await verifiedMember(t, browser(t));
    const fresh = await register(member());
    const again = await register({ ...member(email.toUpperCase()), firstName: 'Someone', password: 'another-pass-9' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    expect(again.json()).toEqual({ email });
    expect(again.cookies).toEqual([]);

    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your email for CreditPath',
      'Someone tried to create an account with your email',
    ]);
    expect(mails[1]?.text).toContain('Hello Rosa,');
    expect((await linkTo(email, '/forgot-password')).href).toBe(`${testConfig().appOrigin}/forgot-password`);
    // Nothing of the account changed: the first password still works, the second does not.
    expect((await browser(t).login(email, 'another-pass-9')).statusCode).toBe(401);
    expect((await browser(t).login(email)).statusCode).toBe(200);
  });

  it('writes to the mailbox of an unconfirmed account that it is not confirmed, with a fresh link', async () => {
    const email = freshEmail();
    await register(member(email));
    const firstLink = await linkTo(email, '/verify-email');
    const again = await register({ ...member(email), firstName: 'Visit evil.example', password: 'another-pass-9' });
    expect([again.statusCode, again.json(), again.cookies]).toEqual([202, { email }, []]);

    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your email for CreditPath',
      'Confirm your CreditPath account',
    ]);
    const [, notice] = mails;
    expect(notice?.text).toContain('Someone, maybe you, just tried to create a CreditPath account');
    expect(notice?.text).toContain('it is not confirmed yet');
    expect(notice?.text).toContain('lets you choose your password');
    // Names typed by whoever registered prove nothing: the greeting has none.
    expect(notice?.text).toContain('Hello,');
    expect(notice?.text).not.toContain('Rosa');
    expect(notice?.text).not.toContain('evil.example');
    const freshLink = await linkTo(email, '/verify-email');
    expect(freshLink.searchParams.get('token')).not.toBe(firstLink.searchParams.get('token'));
    // Only the newest link works; the account and its first password are as they were.
    const older = await browser(t).call('POST', '/api/auth/email/verify', {
      token: firstLink.searchParams.get('token'),
      password: 'owner-password-7',
    });
    expect(older.json()).toMatchObject({ code: 'LINK_INVALID', reason: 'superseded' });
    expect((await browser(t).login(email, 'another-pass-9')).statusCode).toBe(401);
    expect((await browser(t).login(email)).statusCode).toBe(200);
    expect((await findUserByEmail(t.db, email))?.firstName).toBe('Rosa');
  });

  it('writes to a Spanish sign-up in Spanish, by choice or by Accept-Language, and to an owner in theirs', async () => {
    const chosen = freshEmail();
    await register({ ...member(chosen), language: 'es' });
    const byHeader = freshEmail();
    await register(member(byHeader), { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    for (const email of [chosen, byHeader]) {
      const [mail] = await mailsTo(t, email);
      expect(mail).toMatchObject({ subject: 'Confirme su correo electrónico para CreditPath', language: 'es' });
      expect(mail?.text).toContain('Hola, Rosa:');
      expect(mail?.text).toContain('24 horas');
      expect((await findUserByEmail(t.db, email))?.language).toBe('es');
    }
    // Unconfirmed, the account's language was chosen by whoever registered it: the notice follows the form's.
    await register({ ...member(byHeader), language: 'en' });
    expect((await mailsTo(t, byHeader)).at(-1)).toMatchObject({
      subject: 'Confirm your CreditPath account',
      language: 'en',
    });
    await register(member(byHeader), { 'accept-language': 'es' });
    expect((await mailsTo(t, byHeader)).at(-1)).toMatchObject({ subject: 'Confirme su cuenta de CreditPath' });
    // Confirmed, the account is its owner's: they hear of it in their language.
    const owner = browser(t);
    await owner.call('POST', '/api/auth/email/verify', {
      token: await tokenFrom(t, chosen, '/verify-email'),
      password: MEMBER_PASSWORD,
    });
    await register({ ...member(chosen), language: 'en' });
    expect((await mailsTo(t, chosen)).at(-1)).toMatchObject({
      subject: 'Alguien intentó crear una cuenta con su correo electrónico',
      language: 'es',
    });
  });

  it('treats the loser of two simultaneous sign-ups with one email as an existing account', async () => {
    const email = freshEmail();
    const results = await Promise.all([register(member(email)), register(member(email))]);
    expect(results.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await mailsTo(t, email)).map((mail) => mail.subject).sort()).toEqual([
      'Confirm your CreditPath account',
      'Confirm your email for CreditPath',
    ]);
  });

  it.each(['password', '12345678', 'Password1', 'qwertyuiop'])(
    'refuses the common password "%s" the same way whether or not the email has an account',
    async (password) => {
      const existing = freshEmail();
      await register(member(existing));
      const sent = (await t.outbox()).length;
      const fresh = freshEmail();
      const answers = [
        await register({ ...member(fresh), password }),
        await register({ ...member(existing), password }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'PASSWORD_TOO_COMMON',
          issues: [{ path: 'password', code: 'custom', message: 'auth.errors.passwordTooCommon' }],
        });
      }
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      expect(await findUserByEmail(t.db, fresh)).toBeNull();
      expect((await t.outbox()).length).toBe(sent);
    },
  );

  it('refuses the email, or the part before its @, as the password', async () => {
    const email = freshEmail('maria.gonzalez');
    for (const password of [email, email.split('@')[0] ?? '']) {
      const res = await register({ ...member(email), password });
      expect(res.json().code).toBe('PASSWORD_TOO_COMMON');
    }
  });

  it('never makes an admin at sign-up, whatever the body says', async () => {
    const res = await register({ ...member(), isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('');
  });

  it.each([
    ['a missing field', { firstName: 'Rosa', password: 'correct-horse-1' }, 'lastName'],
    ['a wrong type', { firstName: 42 }, 'firstName'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a password of 7 characters', { password: 'short12' }, 'password'],
    ['a blank first name', { firstName: '   ' }, 'firstName'],
    ['an overlong password', { password: 'x'.repeat(129) }, 'password'],
    ['an unknown language', { language: 'fr' }, 'language'],
    ['control characters in a name', { firstName: 'Ro\u0000sa' }, 'firstName'],
  ])('answers 400 naming the field for %s, and creates nothing', async (label, change, path) => {
    const email = freshEmail();
    const body = label === 'a missing field' ? { email, ...change } : { ...member(email), ...change };
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await findUserByEmail(t.db, email)).toBeNull();
  });

  it('answers the i18n key of the rule that failed', async () => {
    const res = await register({ ...member(), password: 'short12' });
    expect(res.json().issues).toEqual([
      expect.objectContaining({ path: 'password', message: 'auth.errors.passwordMinLength' }),
    ]);
  });

  it('refuses malformed, oversized and non-JSON bodies with 4xx, never 5xx', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/register',
        headers: { 'content-type': contentType },
        payload,
      });
    const malformed = await post('{"email": ');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password/register' })).statusCode).toBe(400);
    const huge = await register({ ...member(), firstName: 'x'.repeat(70 * 1024) });
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'BODY_TOO_LARGE']);
    const text = await post('hello', 'text/plain');
    expect([text.statusCode, text.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });
});

describe('sign-in', () => {
  it('lets an unverified member in, case-insensitively, with a new session id each time', async () => {
    const email = freshEmail();
    await register(member(email));
    const b = browser(t);
    const first = await b.login(email.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Rosa',
      lastName: 'Díaz',
      subscriptionStatus: 'incomplete',
      isAdmin: false,
      isOwner: false,
      emailVerified: false,
      language: 'en',
      secondFactor: null,
      secondFactorPending: false,
    });
    const oldCookie = sessionCookieOf(first);
    const second = await b.login(email);
    const newCookie = sessionCookieOf(second);
    expect(newCookie).not.toBe(oldCookie);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: oldCookie } })).statusCode,
    ).toBe(401);
    expect((await b.me()).json()).toEqual(first.json());
    expect((await b.call('GET', '/api/auth/user/password')).json()).toEqual(first.json());
  });

  it('sets the session cookie and a year-long device cookie, both httpOnly and SameSite=Lax', async () => {
    const email = freshEmail();
    await register(member(email));
    const res = await browser(t).login(email);
    const session = res.cookies.find((c) => c.name === 'cp_session');
    const device = res.cookies.find((c) => c.name === 'cp_device');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    expect(device?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(session?.secure).toBeFalsy();
    expect(device?.secure).toBeFalsy();
  });

  it('ignores a forwarded https header unless TRUST_PROXY is set', async () => {
    const email = freshEmail();
    await register(member(email));
    const res = await browser(t).call(
      'POST',
      '/api/auth/password/login',
      { email, password: MEMBER_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.cookies.find((c) => c.name === 'cp_session')?.secure).toBeFalsy();
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const email = freshEmail();
    await register(member(email));
    const wrongPassword = await browser(t).login(email, 'wrong-password');
    const unknownEmail = await browser(t).login(freshEmail(), 'wrong-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('refuses bad input with 400', async () => {
    const b = browser(t);
    const email = freshEmail();
    expect((await b.call('POST', '/api/auth/password/login', { email })).statusCode).toBe(400);
    expect((await b.call('POST', '/api/auth/password/login', { email, password: 12345678 })).statusCode).toBe(400);
    expect((await b.login(email, 'abcde')).statusCode).toBe(400);
    expect((await b.login('x', 'abcdefgh')).statusCode).toBe(400);
  });
});

describe('the session', () => {
  it('answers 401 with Unauthorized when nobody is signed in or the cookie is forged', async () => {
    const nobody = await browser(t).me();
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect((await browser(t).call('GET', '/api/auth/user/password')).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'cp_session=x' } });
    expect(forged.statusCode).toBe(401);
  });

  it('expires after its lifetime', async () => {
    const b = browser(t);
    await verifiedMember(t, b);
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await b.me()).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await b.me()).statusCode).toBe(401);
  });

  it('remembers the language the member chose, and their emails follow it', async () => {
    const b = browser(t);
    const email = freshEmail();
    await register(member(email));
    // The sign-up email goes after its answer: under load it could land after the one asked for below.
    expect(await mailsTo(t, email)).toHaveLength(1);
    await b.login(email);
    const res = await b.call('PUT', '/api/auth/user/language', { language: 'es' });
    expect(res.statusCode).toBe(204);
    expect((await b.me()).json().language).toBe('es');
    expect((await b.call('POST', '/api/auth/email/resend')).statusCode).toBe(204);
    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.language)).toEqual(['en', 'es']);
  });

  it('refuses a language change from a visitor or with a bad body', async () => {
    expect((await browser(t).call('PUT', '/api/auth/user/language', { language: 'es' })).statusCode).toBe(401);
    const b = browser(t);
    await verifiedMember(t, b);
    for (const body of [{ language: 'fr' }, {}, { language: 'es', extra: 1 }]) {
      const res = await b.call('PUT', '/api/auth/user/language', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
  });
});

describe('logs', () => {
  it('never hold a password, a session id or a link token', async () => {
    const email = freshEmail();
    const b = browser(t);
    await b.register(email, { password: 'log-canary-password-42' });
    const token = await tokenFrom(t, email, '/verify-email');
    await b.call('POST', '/api/auth/email/verify', { token, password: 'log-canary-password-43' });
    await b.login(email, 'log-canary-password-43');
    await b.me();
    const logs = t.logs();
    expect(logs).toContain('/api/auth/password/register');
    expect(logs).not.toContain('log-canary-password-4');
    expect(logs).not.toContain(token);
    const session = b.jar.get('cp_session') ?? '';
    expect(session.length).toBeGreaterThan(20);
    expect(logs).not.toContain(session);
  });
});

describe('behind a proxy', () => {
  it('marks the cookies Secure when PUBLIC_URL says the app is served over https', async () => {
    const https = await createTestApp({ publicOrigin: 'https://app.creditpath.example' });
    try {
      const b = browser(https);
      const email = freshEmail();
      const headers = { origin: 'https://app.creditpath.example' };
      expect((await b.call('POST', '/api/auth/password/register', member(email), headers)).statusCode).toBe(202);
      const token = await tokenFrom(https, email, '/verify-email');
      const res = await b.call('POST', '/api/auth/email/verify', { token, password: MEMBER_PASSWORD }, headers);
      expect(res.cookies.find((c) => c.name === 'cp_session')?.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === 'cp_device')?.secure).toBe(true);
      const foreign = await b.call('POST', '/api/auth/password/register', member(), { origin: 'http://localhost:80' });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await https.close();
    }
  });

  it('marks the cookies Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const email = freshEmail();
      await proxied.app.inject({ method: 'POST', url: '/api/auth/password/register', payload: member(email) });
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/password/login',
        payload: { email, password: MEMBER_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === 'cp_session')?.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === 'cp_device')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
