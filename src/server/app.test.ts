import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test-only/boom', async () => {
    throw new Error('secret internal detail at /srv/app/file.ts:42');
  });
  t.app.post('/api/test-only/log-body', async (request) => {
    request.log.info({ body: request.body, nested: { form: request.body } }, 'test body');
    return { ok: true };
  });
  t.app.get('/api/test-only/failing-query', async () => {
    await t.db.execute(sql`select ${'query-secret-value'}::int`);
    return { ok: true };
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

const registration = {
  email: 'origin@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  password: 'long-enough-1',
};

describe('errors', () => {
  it('answers a 5xx with a request id and no stack or detail, and logs the detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ code: 'INTERNAL', message: 'Internal Server Error', requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(body.requestId);
    expect(res.body).not.toContain('secret internal detail');
    expect(t.logs()).toContain('secret internal detail');
    expect(t.logs()).toContain(body.requestId);
  });

  it('logs neither secrets in a logged object nor the values of a failed query', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test-only/log-body',
      payload: { password: 'body-secret-1', profile: { ssn: '123456789' } },
    });
    const failed = await t.app.inject({ method: 'GET', url: '/api/test-only/failing-query' });
    expect(failed.statusCode).toBe(400);
    const logs = t.logs();
    expect(logs).toContain('test body');
    expect(logs).toContain('[redacted]');
    expect(logs).not.toContain('body-secret-1');
    expect(logs).not.toContain('123456789');
    expect(logs).not.toContain('query-secret-value');
  });

  it('answers a malformed URL with the shared error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 in JSON for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});

describe('cross-site requests', () => {
  const register = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/register', payload: registration, headers });
  const login = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password/login',
      payload: { email: registration.email, password: registration.password },
      headers,
    });

  it('refuses a state-changing request from another origin', async () => {
    const res = await register({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN_REFUSED');
    expect((await login()).statusCode).toBe(401);
  });

  it('refuses a request the browser marks cross-site even without Origin', async () => {
    expect((await register({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('refuses an opaque "null" origin', async () => {
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
  });

  it('accepts the app’s own origin', async () => {
    const res = await register({
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(202);
  });
});

describe('security headers and API reference', () => {
  it('sends a Content-Security-Policy that allows scripts from our origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI document generated from the zod contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const register = doc.paths['/api/auth/password/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName', 'password']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['202', '400', '429']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
