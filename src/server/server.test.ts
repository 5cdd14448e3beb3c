import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { users } from '#server/db/schema/users.ts';
import { linkIn, readOutbox } from '#server/test-support/outbox.ts';
import { testConfig } from '#server/test-support/test-app.ts';
import { systemClock } from './clock.ts';
import { type RunningServer, startServer } from './server.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function embeddedConfig() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-'));
  dirs.push(dataDir);
  return testConfig({
    dataDir,
    database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    mail: { transport: { kind: 'outbox', dir: path.join(dataDir, 'outbox') }, from: 'CreditPath <no-reply@localhost>' },
  });
}

/** Signs up through the API; with `verify`, opens the link the outbox received, as the member would. */
async function signUp(server: RunningServer, dataDir: string, email: string, password: string, verify: boolean) {
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/auth/password/register',
    payload: { email, password, firstName: 'Per', lastName: 'Sist' },
  });
  expect(registered.statusCode).toBe(202);
  if (!verify) return;
  // The email leaves after the answer.
  await server.app.afterReply.settled();
  const mail = (await readOutbox(path.join(dataDir, 'outbox'))).filter((m) => m.to === email.toLowerCase()).at(-1);
  if (!mail) throw new Error(`no email to ${email}`);
  const token = linkIn(mail, '/verify-email').searchParams.get('token');
  // Opened where the account is not signed in, the link asks for the account's password.
  const verified = await server.app.inject({
    method: 'POST',
    url: '/api/auth/email/verify',
    payload: { token, password },
  });
  expect(verified.statusCode).toBe(200);
}

// Each test starts the server on a data folder of its own, once or twice: migrations, the demo seed and its
// password hashes every time. About 9 s alone; three times that beside the browser suite on a two-core CI machine.
describe('the embedded database', { timeout: 120_000 }, () => {
  it('keeps an account across a stop and a start on the same data folder', async () => {
    const config = embeddedConfig();
    const credentials = { email: 'persist@example.com', password: 'survives-restart-1' };

    const first = await startServer(config, systemClock);
    await signUp(first, config.dataDir, credentials.email, credentials.password, false);
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

  it('grants admin rights to ADMIN_EMAILS at start-up to existing accounts whose email is verified', async () => {
    const config = embeddedConfig();
    const first = await startServer(config, systemClock);
    await signUp(first, config.dataDir, 'Later.Admin@example.com', 'promoted-later-1', true);
    await signUp(first, config.dataDir, 'unproven@example.com', 'promoted-later-1', false);
    await first.close();

    const adminEmails = ['later.admin@example.com', 'unproven@example.com'];
    const second = await startServer({ ...config, adminEmails }, systemClock);
    try {
      const isAdmin = async (email: string) =>
        (
          await second.app.inject({
            method: 'POST',
            url: '/api/auth/password/login',
            payload: { email, password: 'promoted-later-1' },
          })
        ).json().isAdmin;
      expect(await isAdmin('later.admin@example.com')).toBe(true);
      // An address nobody has proven is not given rights because someone signed up with it.
      expect(await isAdmin('unproven@example.com')).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('marks the demo accounts verified, those seeded before verification existed too', async () => {
    const config = embeddedConfig();
    const first = await startServer(config, systemClock);
    const accounts = first.demoAccounts;
    await first.close();
    // As an installation from before email verification left them.
    const database = await openDatabase(config.database);
    await database.db.update(users).set({ emailVerifiedAt: null });
    await database.close();

    const second = await startServer(config, systemClock);
    try {
      for (const account of accounts) {
        const login = await second.app.inject({
          method: 'POST',
          url: '/api/auth/password/login',
          payload: { email: account.email, password: account.password },
        });
        expect(login.json().emailVerified).toBe(true);
      }
    } finally {
      await second.close();
    }
  });
});
