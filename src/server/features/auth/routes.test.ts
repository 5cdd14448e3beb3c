import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test-support/test-app.ts';

let sequence = 0;
/** Every test signs up its own person, so the tests share one database without sharing rows. */
function newMember() {
  sequence += 1;
  return {
    email: `Rosa.Diaz${sequence}@Example.com`,
    firstName: 'Rosa',
    lastName: 'Díaz',
    password: 'correct-horse-1',
  };
}

function clientOf(t: TestApp) {
  return {
    register: (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/register',
        payload: body as object,
        headers,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
    login: (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/login',
        payload: body as object,
        headers,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
    me: (cookie?: string, url = '/api/auth/user') =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
  };
}

describe('with generous rate limits', () => {
  let t: TestApp;
  let api: ReturnType<typeof clientOf>;
  beforeAll(async () => {
    // The limits themselves are tested on an app of their own below.
    t = await createTestApp({ authRateLimit: { perIp: 10_000, perAccount: 10_000, windowMs: 60_000 } });
    api = clientOf(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('registration', () => {
    it('creates the account, signs it in and answers only the public fields', async () => {
      const member = newMember();
      const res = await api.register(member);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(String),
        email: member.email.toLowerCase(),
        firstName: 'Rosa',
        lastName: 'Díaz',
        subscriptionStatus: 'incomplete',
        isAdmin: false,
        isOwner: false,
      });
      const cookie = res.cookies.find((c) => c.name === 'cp_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();

      const current = await api.me(sessionCookieOf(res));
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual(body);
      expect((await api.me(sessionCookieOf(res), '/api/auth/user/password')).json()).toEqual(body);
    });

    it('ignores a forwarded https header unless TRUST_PROXY is set', async () => {
      const res = await api.register(newMember(), { 'x-forwarded-proto': 'https' });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'cp_session')?.secure).toBeFalsy();
    });

    it('refuses an email that is taken, whatever its case', async () => {
      const member = newMember();
      await api.register(member);
      const again = await api.register({ ...member, email: member.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: expect.any(String) });
    });

    it('lets exactly one of two simultaneous sign-ups with one email through', async () => {
      const member = newMember();
      const results = await Promise.all([api.register(member), api.register(member)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it.each([
      ['a missing field', { firstName: 'Rosa', password: 'correct-horse-1' }, 'lastName'],
      ['a wrong type', { firstName: 42 }, 'firstName'],
      ['an unknown field', { isAdmin: true }, ''],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      ['a password of 7 characters', { password: 'short12' }, 'password'],
      ['a blank first name', { firstName: '   ' }, 'firstName'],
      ['an overlong password', { password: 'x'.repeat(129) }, 'password'],
    ])('answers 400 naming the field for %s, and creates nothing', async (_label, change, path) => {
      const member = newMember();
      const body = _label === 'a missing field' ? { email: member.email, ...change } : { ...member, ...change };
      const res = await api.register(body);
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.code).toBe('VALIDATION_FAILED');
      expect(json.issues.map((issue: { path: string }) => issue.path)).toContain(path);
      expect((await api.login({ email: member.email, password: member.password })).statusCode).toBe(401);
    });

    it('refuses control characters in a name with 400, never a database error', async () => {
      const res = await api.register({ ...newMember(), firstName: 'Ro\u0000sa' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('firstName');
    });

    it('answers the i18n key of the rule that failed', async () => {
      const res = await api.register({ ...newMember(), password: 'short12' });
      expect(res.json().issues).toEqual([
        expect.objectContaining({ path: 'password', message: 'auth.errors.passwordMinLength' }),
      ]);
    });

    it('refuses malformed, oversized and non-JSON bodies with 4xx, never 5xx', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('VALIDATION_FAILED');

      const empty = await t.app.inject({ method: 'POST', url: '/api/auth/password/register' });
      expect(empty.statusCode).toBe(400);

      const huge = await api.register({ ...newMember(), firstName: 'x'.repeat(70 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().code).toBe('BODY_TOO_LARGE');

      const text = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/register',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('login', () => {
    it('signs in case-insensitively and rotates the session id', async () => {
      const member = newMember();
      await api.register(member);
      const first = await api.login({ email: member.email.toLowerCase(), password: member.password });
      expect(first.statusCode).toBe(200);
      const oldCookie = sessionCookieOf(first);

      const second = await api.login(
        { email: member.email.toUpperCase(), password: member.password },
        { cookie: oldCookie },
      );
      expect(second.statusCode).toBe(200);
      const newCookie = sessionCookieOf(second);
      expect(newCookie).not.toBe(oldCookie);
      expect((await api.me(oldCookie)).statusCode).toBe(401);
      expect((await api.me(newCookie)).statusCode).toBe(200);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const member = newMember();
      await api.register(member);
      const wrongPassword = await api.login({ email: member.email, password: 'wrong-password' });
      const unknownEmail = await api.login({ email: 'nobody@example.com', password: 'wrong-password' });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
      expect(wrongPassword.cookies).toHaveLength(0);
    });

    it('refuses bad input with 400', async () => {
      const { email } = newMember();
      expect((await api.login({ email })).statusCode).toBe(400);
      expect((await api.login({ email, password: 12345678 })).statusCode).toBe(400);
      expect((await api.login({ email, password: 'abcde' })).statusCode).toBe(400);
      expect((await api.login({ email: 'x', password: 'abcdefgh' })).statusCode).toBe(400);
    });
  });

  describe('session', () => {
    it('answers 401 with Unauthorized when nobody is signed in or the cookie is forged', async () => {
      const nobody = await api.me();
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
      expect((await api.me(undefined, '/api/auth/user/password')).statusCode).toBe(401);
      expect((await api.me('cp_session=forged-token')).statusCode).toBe(401);
    });

    it('expires after its lifetime', async () => {
      const cookie = sessionCookieOf(await api.register(newMember()));
      t.clock.advance(29 * 24 * 60 * 60 * 1000);
      expect((await api.me(cookie)).statusCode).toBe(200);
      t.clock.advance(2 * 24 * 60 * 60 * 1000);
      expect((await api.me(cookie)).statusCode).toBe(401);
    });

    it('ends at logout, which redirects home', async () => {
      const cookie = sessionCookieOf(await api.register(newMember()));
      const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toBe('/');
      expect(out.cookies.find((c) => c.name === 'cp_session')?.value).toBe('');
      expect((await api.me(cookie)).statusCode).toBe(401);
    });

    it('sends /api/login to the sign-in page', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/login' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login');
    });
  });

  describe('logs', () => {
    it('never hold a password or a session id', async () => {
      const member = { ...newMember(), password: 'log-canary-password-42' };
      const res = await api.register(member);
      const token = sessionCookieOf(res).split('=')[1] ?? '';
      await api.login({ email: member.email, password: member.password });
      await api.me(sessionCookieOf(res));
      const logs = t.logs();
      expect(logs).toContain('/api/auth/password/register');
      expect(logs).not.toContain('log-canary-password-42');
      expect(token.length).toBeGreaterThan(20);
      expect(logs).not.toContain(token);
    });
  });
});

describe('rate limiting (20 attempts a minute per address, 5 per account)', () => {
  let t: TestApp;
  let api: ReturnType<typeof clientOf>;
  beforeAll(async () => {
    t = await createTestApp();
    api = clientOf(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the 6th attempt on one account with 429 and Retry-After, even from other addresses', async () => {
    const { email } = newMember();
    const statuses = [];
    let last = await api.login({ email, password: 'wrong-password' }, {}, '10.0.0.1');
    statuses.push(last.statusCode);
    for (let i = 2; i <= 6; i += 1) {
      last = await api.login({ email, password: 'wrong-password' }, {}, `10.0.0.${i}`);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('refuses the 21st attempt from one address across accounts, and no other address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await api.login({ email: newMember().email, password: 'wrong-password' }, {}, '10.9.9.9');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(
      (await api.login({ email: newMember().email, password: 'wrong-password' }, {}, '10.9.9.10')).statusCode,
    ).toBe(401);
  });

  it('counts failed sign-ins only: a success clears them, so a stranger cannot lock the owner out', async () => {
    const member = newMember();
    await api.register(member, {}, '10.2.2.1');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await api.login({ email: member.email, password: 'wrong-password' }, {}, '10.2.2.2')).statusCode);
    }
    statuses.push((await api.login({ email: member.email, password: member.password }, {}, '10.2.2.3')).statusCode);
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await api.login({ email: member.email, password: 'wrong-password' }, {}, '10.2.2.4')).statusCode);
    }
    statuses.push((await api.login({ email: member.email, password: member.password }, {}, '10.2.2.5')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401, 429]);
  });

  it('groups IPv6 clients by /64', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await api.login(
        { email: newMember().email, password: 'wrong-password' },
        {},
        `2001:db8:1:2::${(i + 1).toString(16)}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses[20]).toBe(429);
  });

  it('limits registration too, and opens again after a minute', async () => {
    const member = newMember();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api.register(member, {}, '10.1.1.1')).statusCode);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    t.clock.advance(60_000);
    expect((await api.register(member, {}, '10.1.1.1')).statusCode).toBe(409);
  });
});

describe('behind a trusted proxy', () => {
  it('marks the session cookie Secure when PUBLIC_URL says the app is served over https', async () => {
    const t = await createTestApp({ publicOrigin: 'https://app.creditpath.example' });
    try {
      const res = await clientOf(t).register(newMember(), { origin: 'https://app.creditpath.example' });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'cp_session')?.secure).toBe(true);
      const foreign = await clientOf(t).register(newMember(), { origin: 'http://localhost:80' });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('marks the session cookie Secure when the request came over https', async () => {
    const t = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const res = await clientOf(t).register(newMember(), { 'x-forwarded-proto': 'https' });
      expect(res.cookies.find((c) => c.name === 'cp_session')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('configured admins', () => {
  it('makes a configured email an admin at registration', async () => {
    const t = await createTestApp({ adminEmails: ['boss@example.com'] });
    try {
      const res = await clientOf(t).register({ ...newMember(), email: 'Boss@Example.com' });
      expect(res.json().isAdmin).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('tells the owner they are the owner, and nobody else', async () => {
    const t = await createTestApp({ adminEmails: ['owner@example.com'], ownerEmail: 'owner@example.com' });
    try {
      const owner = await clientOf(t).register({ ...newMember(), email: 'Owner@Example.com' });
      expect(owner.json()).toMatchObject({ isAdmin: true, isOwner: true });
      const member = await clientOf(t).register({ ...newMember(), email: 'someone@example.com' });
      expect(member.json()).toMatchObject({ isAdmin: false, isOwner: false });
    } finally {
      await t.close();
    }
  });
});
