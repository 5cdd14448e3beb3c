import { describe, expect, it } from 'vitest';
import { MANY_SIGN_INS } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { browser, verifiedMember } from './test-browser.ts';

const t = setUpTestApp({ authRateLimit: MANY_SIGN_INS });

describe('signing out', () => {
  it('ends the session with a POST and clears its cookie', async () => {
    const b = browser(t);
    await verifiedMember(t, b);
    const cookie = `cp_session=${b.jar.get('cp_session')}`;
    const out = await b.call('POST', '/api/logout');
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'cp_session')?.value).toBe('');
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(again.statusCode).toBe(401);
    // Signed out already: still 204.
    expect((await b.call('POST', '/api/logout')).statusCode).toBe(204);
  });

  it('refuses a body with fields in it, and keeps the session', async () => {
    const b = browser(t);
    await verifiedMember(t, b);
    const res = await b.call('POST', '/api/logout', { everywhere: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
    expect((await b.me()).statusCode).toBe(200);
  });

  it('no longer signs out on GET: a link or an image could do it', async () => {
    const b = browser(t);
    await verifiedMember(t, b);
    const res = await b.call('GET', '/api/logout');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
    expect(res.cookies).toEqual([]);
    expect((await b.me()).statusCode).toBe(200);
  });

  it('refuses a sign-out POST from another site and signs nobody out', async () => {
    const b = browser(t);
    await verifiedMember(t, b);
    const res = await b.call('POST', '/api/logout', undefined, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN_REFUSED');
    expect((await b.me()).statusCode).toBe(200);
  });

  it('sends /api/login to the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});
