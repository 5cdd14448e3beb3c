import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/** What a production server is started with (config.ts refuses production without these). */
const PRODUCTION = {
  NODE_ENV: 'production',
  BUSINESS_ADDRESS: '1 Main St, Austin, TX 78701',
  SUPPORT_EMAIL: 'help@example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'CreditPath <help@example.com>',
  PUBLIC_URL: 'https://app.example.com',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app built with what loadConfig makes of this environment, as the server would be. */
async function appUnder(env: Record<string, string>) {
  const config = loadConfig(env);
  t = await createTestApp({ env: config.env, apiDocs: config.apiDocs });
  return t;
}

const docsPages = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui.css'];

describe('/api/docs', () => {
  it('is not served in production: every page of it is a 404, not the client app', async () => {
    const { app } = await appUnder(PRODUCTION);
    for (const url of docsPages) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json().code], url).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('is served in production when API_DOCS turns it on', async () => {
    const { app } = await appUnder({ ...PRODUCTION, API_DOCS: 'true' });
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    for (const url of docsPages) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('is served outside production unless API_DOCS turns it off', async () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS: must be true or false/);
    const { app } = await appUnder({ NODE_ENV: 'development', API_DOCS: 'false' });
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
  });
});
