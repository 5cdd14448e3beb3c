import { describe, expect, it } from 'vitest';
import { CONFIGURED_BUSINESS, createTestApp, setUpTestApp } from '#server/test-support/test-app.ts';

const t = setUpTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/legal/:id', () => {
  it('serves every document to a visitor, in the language asked for', async () => {
    for (const id of ['terms', 'privacy', 'croa-rights', 'right-to-cancel']) {
      const en = await get(`/api/legal/${id}`);
      expect(en.statusCode, id).toBe(200);
      expect(en.json()).toMatchObject({ id, language: 'en' });
      expect(en.json().sections.length).toBeGreaterThan(0);
      expect((await get(`/api/legal/${id}?lang=es`)).json().language).toBe('es');
    }
    const byHeader = await get('/api/legal/privacy', { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(byHeader.json().language).toBe('es');
    expect(byHeader.headers.vary).toContain('Accept-Language');
  });

  it('names the business from configuration in the notice of cancellation', async () => {
    const configured = await createTestApp(CONFIGURED_BUSINESS);
    try {
      const notice = JSON.stringify(
        (await configured.app.inject({ method: 'GET', url: '/api/legal/right-to-cancel' })).json(),
      );
      expect(notice).toContain('Path LLC at 1 Elm St, Austin, TX 78701');
      expect(notice).toContain('Email help@path.example');
    } finally {
      await configured.close();
    }
  });

  it('refuses an unknown document or language with 400', async () => {
    expect((await get('/api/legal/secrets')).statusCode).toBe(400);
    expect((await get('/api/legal/terms?lang=fr')).statusCode).toBe(400);
    expect((await get('/api/legal/terms?extra=1')).statusCode).toBe(400);
  });
});
