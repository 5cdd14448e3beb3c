import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from './clock.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startServer } from './server.ts';
import { testConfig } from './test-support/test-app.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function embeddedConfig() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-'));
  dirs.push(dataDir);
  return testConfig({ dataDir, database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } });
}

describe('the embedded database', () => {
  it('keeps an account across a stop and a start on the same data folder', async () => {
    const config = embeddedConfig();
    const credentials = { email: 'persist@example.com', password: 'survives-restart-1' };

    const first = await startServer(config, systemClock);
    const registered = await first.app.inject({
      method: 'POST',
      url: '/api/auth/password/register',
      payload: { ...credentials, firstName: 'Per', lastName: 'Sist' },
    });
    expect(registered.statusCode).toBe(201);
    await first.close();
    expect(fs.existsSync(path.join(config.dataDir, 'server.lock'))).toBe(false);

    const second = await startServer(config, systemClock);
    try {
      const login = await second.app.inject({ method: 'POST', url: '/api/auth/password/login', payload: credentials });
      expect(login.statusCode).toBe(200);
      expect(login.json().email).toBe(credentials.email);
    } finally {
      await second.close();
    }
  });

  it('refuses a second server on a folder that is in use', async () => {
    const config = embeddedConfig();
    const first = await startServer(config, systemClock);
    try {
      await expect(startServer(config, systemClock)).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
  });

  it('seeds a demo member and admin whose printed passwords work, the same at every start', async () => {
    const config = embeddedConfig();
    const first = await startServer(config, systemClock);
    const accounts = first.demoAccounts;
    await first.close();
    expect(accounts.map((a) => a.role)).toEqual(['member', 'admin']);

    const second = await startServer(config, systemClock);
    try {
      expect(second.demoAccounts).toEqual(accounts);
      // The demo's activation key is kept too, so the printed one keeps working.
      expect(second.demoActivationKey).toBe(first.demoActivationKey);
      expect(second.demoActivationKey).toMatch(/^[\w-]{24}$/);
      for (const account of accounts) {
        const login = await second.app.inject({
          method: 'POST',
          url: '/api/auth/password/login',
          payload: { email: account.email, password: account.password },
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().isAdmin).toBe(account.role === 'admin');
        if (account.role === 'member') {
          const cookie = login.cookies.find((c) => c.name === 'cp_session');
          const report = await second.app.inject({
            method: 'GET',
            url: '/api/credit-report',
            headers: { cookie: `cp_session=${cookie?.value}` },
          });
          expect(report.json()).toMatchObject({ dataSource: 'demo', isRealBureauData: false });
        }
      }
      for (const file of ['demo-accounts.json', 'demo-activation.key']) {
        expect(fs.statSync(path.join(config.dataDir, file)).mode & 0o777).toBe(0o600);
      }
    } finally {
      await second.close();
    }
  });

  it('grants admin rights to ADMIN_EMAILS at start-up for accounts that already exist', async () => {
    const config = embeddedConfig();
    const first = await startServer(config, systemClock);
    await first.app.inject({
      method: 'POST',
      url: '/api/auth/password/register',
      payload: { email: 'Later.Admin@example.com', firstName: 'Lat', lastName: 'Er', password: 'promoted-later-1' },
    });
    await first.close();

    const second = await startServer({ ...config, adminEmails: ['later.admin@example.com'] }, systemClock);
    try {
      const login = await second.app.inject({
        method: 'POST',
        url: '/api/auth/password/login',
        payload: { email: 'later.admin@example.com', password: 'promoted-later-1' },
      });
      expect(login.json().isAdmin).toBe(true);
    } finally {
      await second.close();
    }
  });
});
