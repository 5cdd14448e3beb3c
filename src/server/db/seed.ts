import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { findUserByEmail } from '../features/auth/service.ts';
import type { Database } from './client.ts';
import { users } from './schema/users.ts';

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
      await db.insert(users).values({ ...row, passwordHash, createdAt: now, updatedAt: now });
    }
    saved[account.email] = password;
    result.push({ role: account.role, email: account.email, password });
  }
  fs.writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  return result;
}
