import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { findUserByEmail, hashPassword } from '#server/features/auth/index.ts';
import { findReports, generateDemoReport, saveReport } from '#server/features/credit/index.ts';
import type { Clock } from './clock.ts';

export interface DemoAccount {
  role: 'member' | 'admin';
  email: string;
  password: string;
}

const DEMO_ACCOUNTS = [
  { role: 'member', email: 'demo.member@creditpath.example', firstName: 'Maria', lastName: 'Lopez', isAdmin: false },
  { role: 'admin', email: 'demo.admin@creditpath.example', firstName: 'Alex', lastName: 'Admin', isAdmin: true },
] as const;

const CREDENTIALS_FILE = 'demo-accounts.json';

function readSavedPasswords(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Makes sure the demo member and admin exist. Their passwords are random per installation, kept in
 * DATA_DIR/demo-accounts.json (readable by the owner only) so they can be printed at every start.
 */
export async function seedDemoAccounts(db: Database, clock: Clock, dataDir: string): Promise<DemoAccount[]> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, CREDENTIALS_FILE);
  const saved = readSavedPasswords(file);
  const result: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(db, account.email);
    const known = saved[account.email];
    // Demo addresses have no mailbox to open a link in: they count as verified, those made before this too.
    if (existing && !existing.emailVerifiedAt) {
      await db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, existing.id));
    }
    if (existing && known) {
      result.push({ role: account.role, email: account.email, password: known });
      continue;
    }
    const password = randomBytes(9).toString('base64url');
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    if (existing) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, existing.id));
    } else {
      const { role: _role, ...row } = account;
      await db.insert(users).values({ ...row, passwordHash, emailVerifiedAt: now, createdAt: now, updatedAt: now });
    }
    saved[account.email] = password;
    result.push({ role: account.role, email: account.email, password });
  }
  fs.writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  return result;
}

const ACTIVATION_KEY_FILE = 'demo-activation.key';
const ACTIVATION_KEY_MIN_LENGTH = 16;

/**
 * The embedded demo's admin activation key when none is configured: random per installation, kept in
 * DATA_DIR beside the demo passwords and printed with them, so the demo admin can activate the demo member.
 */
export function demoActivationKey(dataDir: string): string {
  const file = path.join(dataDir, ACTIVATION_KEY_FILE);
  const saved = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  // A file cut short (a crash between creating and writing it) must never leave an empty, guessable key.
  if (saved.length >= ACTIVATION_KEY_MIN_LENGTH) return saved;
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(18).toString('base64url');
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** The demo member starts with a sample report (labelled as such), so the app has something to show. */
export async function seedDemoReport(deps: { db: Database; clock: Clock; cipher: Cipher }): Promise<void> {
  const member = await findUserByEmail(deps.db, DEMO_ACCOUNTS[0].email);
  if (!member || (await findReports(deps.db, member.id, 1)).length > 0) return;
  const report = generateDemoReport({
    subject: {
      firstName: member.firstName,
      lastName: member.lastName,
      dateOfBirth: null,
      identityKey: member.id,
      preferences: { hasChildSupport: false, hasRepossession: true, hasBankruptcy: false },
    },
    asOf: deps.clock.now().toISOString().slice(0, 10),
  });
  await saveReport(deps, member.id, report, null);
}
