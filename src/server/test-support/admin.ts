import { randomUUID } from 'node:crypto';
import { users } from '#server/db/schema/users.ts';
import type { TestApp } from './test-app.ts';

type NewUser = typeof users.$inferInsert;

/**
 * Accounts written straight into the table (no password, no argon2 work), with the sign-up date and plan a
 * test needs. Answers their ids in the order given.
 */
export async function insertUsers(t: TestApp, rows: Partial<NewUser>[]): Promise<string[]> {
  const now = t.clock.now();
  const inserted = await t.db
    .insert(users)
    .values(
      rows.map((row) => ({
        email: `client.${randomUUID()}@example.com`,
        firstName: 'Client',
        lastName: 'Person',
        createdAt: now,
        updatedAt: now,
        ...row,
      })),
    )
    .returning({ id: users.id });
  return inserted.map((row) => row.id);
}

/** `app.inject` with a session cookie (or none) and JSON, as the admin screens call the API. */
export function callAs(t: TestApp, cookie: string | undefined) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'vitest-admin' },
      ...(payload ? { payload } : {}),
    });
}

/**
 * What an audit entry says of a call `callAs` made as `admin` at the clock's time: who, about whom (`target`, or
 * nobody), from where and with which user agent.
 */
export function auditedCall(
  t: TestApp,
  admin: { id: string; email: string },
  target: { id: string; email: string } | null,
) {
  return {
    actorId: admin.id,
    actorEmail: admin.email,
    ...(target ? { targetUserId: target.id, targetEmail: target.email } : { targetUserId: null }),
    ipAddress: '127.0.0.1',
    userAgent: 'vitest-admin',
    createdAt: t.clock.now(),
  };
}
