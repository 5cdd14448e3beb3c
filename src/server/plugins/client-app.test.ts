import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword, signUpMember } from '#server/test-support/members.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { PAGE_PATHS } from '#shared/constants/page-paths.ts';
import { NO_SESSION_COOKIE } from '#shared/constants/session-hint.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<title>app</title>');
  fs.writeFileSync(path.join(clientDir, 'landing.html'), '<title>landing</title>');
  fs.writeFileSync(path.join(clientDir, 'landing.html.br'), brotliCompressSync('<title>landing</title>'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('export {};'));
  // Vite copies public/ into the build as it is.
  fs.copyFileSync(path.join('public', 'robots.txt'), path.join(clientDir, 'robots.txt'));
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** A page of each pattern, a dynamic segment filled in. */
const pageAt = (pattern: string) => pattern.replace(/:[^/]+/gu, 'some-id');

describe('the client pages', () => {
  it('gives a visitor at / the landing entry, never to be cached for a member', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('landing');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await page('/?lng=es')).body).toContain('landing');
    const compressed = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase()).toMatch(/cookie.*accept-encoding|accept-encoding.*cookie/);
  });

  it('gives a member at / the app, and a stale session cookie the landing page', async () => {
    const member = await signUpMember(t);
    expect((await page('/', member.cookie)).body).toContain('app');
    expect((await page('/', 'cp_session=not-a-session')).body).toContain('landing');
  });

  it('serves /landing to everyone and the app on every other page route', async () => {
    const member = await signUpMember(t);
    expect((await page('/landing', member.cookie)).body).toContain('landing');
    expect((await page('/landing?admin=access')).body).toContain('landing');
    expect((await page('/education?article=how-disputes-work')).body).toContain('app');
  });

  it('answers every page of the router 200, as the router matches it: any case, a trailing slash', async () => {
    for (const pattern of PAGE_PATHS) {
      expect([pattern, (await page(pageAt(pattern))).statusCode]).toEqual([pattern, 200]);
    }
    expect((await page('/EDUCATION/')).statusCode).toBe(200);
    expect((await page('/legal/privacy?lng=es')).statusCode).toBe(200);
  });

  it('answers 404 on an address the router has no page for, with the client’s own not-found page', async () => {
    const member = await signUpMember(t);
    for (const url of [
      '/no/such/page',
      '/no-such-page?lng=es',
      '/legal',
      '/credit-report/my-items/x/y',
      '/landing/x',
    ]) {
      const visitor = await page(url);
      expect([url, visitor.statusCode]).toEqual([url, 404]);
      expect(visitor.body).toContain('app');
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect((await page(url, member.cookie)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('answers a plain 404 for a missing asset or anything named like a file, never a page', async () => {
    for (const url of ['/assets/nope.js', '/assets/nope', '/favicon.ico', '/education/cover.png', '/sitemap.xml']) {
      const missing = await page(url);
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.headers['content-type']).toContain('application/json');
      expect(missing.json().code).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/nope.css' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year, sends the precompressed file to a browser that takes it', async () => {
    const asset = await page('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe('export {};');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('keeps unknown API paths JSON 404s', async () => {
    for (const url of ['/api/no-such-endpoint', '/api', '/api/nope.js', '/api/?x=1']) {
      const api = await page(url);
      expect([url, api.statusCode]).toEqual([url, 404]);
      expect(api.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('robots.txt', () => {
  /** What public/robots.txt keeps from search engines: each Disallow is a path prefix. */
  const disallowed = fs
    .readFileSync(path.join('public', 'robots.txt'), 'utf8')
    .split('\n')
    .flatMap((line) => /^Disallow: (\S+)$/u.exec(line)?.[1] ?? []);
  const isDisallowed = (pathname: string) => disallowed.some((prefix) => pathname.startsWith(prefix));
  /** The pages for everyone: what CreditPath is, its articles, its legal texts, and the ways in. */
  const PUBLIC = ['/', '/landing', '/login', '/forgot-password', '/onboarding', '/education', '/legal/:documentId'];

  it('is served as text', async () => {
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
  });

  it('lets crawlers read the public pages only, and never the API', () => {
    expect(isDisallowed('/api/auth/user')).toBe(true);
    for (const pattern of PAGE_PATHS) {
      expect([pattern, isDisallowed(pageAt(pattern))]).toEqual([pattern, !PUBLIC.includes(pattern)]);
    }
  });
});

describe('the mark of a browser with no session', () => {
  const hintOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === NO_SESSION_COOKIE)?.value;

  it('is set on a page for a browser that sent no session cookie, and removed once it sends one', async () => {
    expect(hintOf(await page('/login'))).toBe('1');
    expect(hintOf(await page('/no/such/page'))).toBe('1');
    const member = await signUpMember(t);
    expect(hintOf(await page('/dashboard', `${member.cookie}; ${NO_SESSION_COOKIE}=1`))).toBe('');
    expect(hintOf(await page('/dashboard', member.cookie))).toBeUndefined();
    // Not on files: only a page's script reads it.
    expect(hintOf(await page('/robots.txt'))).toBeUndefined();
  });

  it('is removed by a sign-in and set by a sign-out', async () => {
    const member = await signUpMember(t);
    const signedIn = await signInWithPassword(t, member.email);
    expect(signedIn.statusCode).toBe(200);
    expect(hintOf(signedIn)).toBe('');
    const session = signedIn.cookies.find((cookie) => cookie.name === 'cp_session');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `cp_session=${session?.value}` },
    });
    expect(out.statusCode).toBe(204);
    expect(hintOf(out)).toBe('1');
  });
});
