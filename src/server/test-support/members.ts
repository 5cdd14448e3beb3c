import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users.ts';
import type { TestApp } from './test-app.ts';
import { sessionCookieOf } from './test-app.ts';

let sequence = 0;

/** Registers a fresh member and answers their session cookie. */
export async function signUpMember(
  t: TestApp,
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ cookie: string; email: string; id: string }> {
  sequence += 1;
  const email = `member${sequence}.${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/register',
    payload: {
      email,
      firstName: names.firstName ?? 'Maria',
      lastName: names.lastName ?? 'Lopez',
      password: 'member-password-1',
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res), email, id: res.json().id };
}

/** A member made admin directly in the database, as ADMIN_EMAILS would at start-up. */
export async function signUpAdmin(t: TestApp): Promise<{ cookie: string; email: string; id: string }> {
  const admin = await signUpMember(t, { firstName: 'Alex', lastName: 'Admin' });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  return admin;
}
