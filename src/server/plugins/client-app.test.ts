import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '#server/test-support/members.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

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
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

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
    expect((await page('/no/such/page')).body).toContain('app');
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
    const api = await page('/api/no-such-endpoint');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
