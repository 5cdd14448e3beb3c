import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { systemClock } from '../src/server/clock.ts';
import { loadConfig } from '../src/server/config.ts';
import { createCipher } from '../src/server/crypto/cipher.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/features/auth/passwords.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { measure, report } from './stats.ts';

/**
 * What signing in costs: the argon2id hash (deliberately slow), a whole login, and the session lookup that
 * every authenticated request pays. In-memory PGlite, no network.
 */
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent' }),
  authRateLimit: { perIp: 1e9, perAccount: 1e9, windowMs: 60_000 },
};
const mailer = createMailer(
  { transport: { kind: 'outbox', dir: mkdtempSync(path.join(tmpdir(), 'bench-outbox-')) }, from: 'bench@localhost' },
  () => {},
);
const app = await buildApp({
  config,
  db: database.db,
  clock: systemClock,
  cipher: createCipher(randomBytes(32)),
  mailer,
});
const credentials = { email: 'bench@example.com', password: 'bench-password-1' };
// Sign-up answers 202 and emails a link; an unverified account may still sign in, which gives the cookies.
await app.inject({
  method: 'POST',
  url: '/api/auth/password/register',
  payload: { ...credentials, firstName: 'Bench', lastName: 'Mark' },
});
const signedIn = await app.inject({ method: 'POST', url: '/api/auth/password/login', payload: credentials });
const cookieOf = (name: string) => `${name}=${signedIn.cookies.find((c) => c.name === name)?.value ?? ''}`;
const cookie = cookieOf('cp_session');

report('argon2id hash (19 MiB, t=2, p=1)', 20, await measure(20, () => hashPassword('bench-password-1')));
report(
  'POST /api/auth/password/login (known device)',
  20,
  await measure(20, () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/password/login',
      payload: credentials,
      headers: { cookie: cookieOf('cp_device') },
    }),
  ),
);
report(
  'GET /api/auth/user (session lookup)',
  500,
  await measure(500, () => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })),
);

await app.close();
await database.close();
