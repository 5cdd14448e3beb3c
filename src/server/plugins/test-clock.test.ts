import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAdjustableClock } from '#server/clock.ts';
import { createCipher } from '#server/crypto/cipher.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { testConfig } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';

async function appWith(testClockControl: boolean) {
  const database = await openTestDatabase();
  const clock = createAdjustableClock({ now: () => new Date('2026-11-02T15:00:00Z') });
  const config = testConfig({ testClockControl, logLevel: 'silent' });
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    cipher: createCipher(randomBytes(32)),
    mailer: createMailer(config.mail, () => {}),
  });
  return { app, clock, close: async () => (await app.close(), await database.close()) };
}

describe('POST /api/test/clock', () => {
  it('moves the clock forward only on a server configured for it', async () => {
    const on = await appWith(true);
    try {
      const res = await on.app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceDays: 8 } });
      expect(res.json()).toEqual({ now: '2026-11-10T15:00:00.000Z' });
      expect(on.clock.now().toISOString()).toBe('2026-11-10T15:00:00.000Z');
      expect((await on.app.inject({ method: 'GET', url: '/api/test/clock' })).json()).toEqual({
        now: '2026-11-10T15:00:00.000Z',
      });
      expect(
        (await on.app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceDays: -1 } })).statusCode,
      ).toBe(400);
    } finally {
      await on.close();
    }
    const off = await appWith(false);
    try {
      const res = await off.app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceDays: 8 } });
      expect(res.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/api/test/clock' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
