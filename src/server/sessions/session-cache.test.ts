import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MANY_SIGN_INS, MEMBER_PASSWORD, signInWithPassword, signUpMember } from '#server/test-support/members.ts';
import { anotherInstance, sessionCookieOf, setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';

/** Short enough to wait out in a test: the bound on a change whose notice never arrives. */
const CACHE_MS = 1000;

/** Two instances of the app on one database, each keeping sessions for CACHE_MS. */
const overrides = {
  memberCacheMs: CACHE_MS,
  authRateLimit: MANY_SIGN_INS,
};
const one = setUpTestApp(overrides);
const other = setUpOnce(
  () => anotherInstance(one, overrides),
  (instance) => instance.close(),
);

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** Asks `other` who the cookie is until `seen` holds of its answer, and answers how long that took. */
async function waitOnOther(
  cookie: string,
  seen: (answer: { statusCode: number; json(): { isAdmin?: boolean } }) => boolean,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 5000) {
    if (seen(await me(other.app, cookie))) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the other instance never saw the change');
}
const signedOut = (answer: { statusCode: number }) => answer.statusCode === 401;

describe('sessions kept by each instance', () => {
  it('serves a session made on one instance on the other, and honours a sign-out there at once', async () => {
    const member = await signUpMember(one);
    expect((await me(other.app, member.cookie)).json().email).toBe(member.email);
    expect((await me(other.app, member.cookie)).statusCode).toBe(200);

    const out = await one.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: member.cookie } });
    expect(out.statusCode).toBe(204);
    // The notice travels between instances; it is heard well inside the bound a missed notice would take.
    expect(await waitOnOther(member.cookie, signedOut)).toBeLessThan(CACHE_MS);
  });

  it('honours a demotion made on the other instance at once', async () => {
    const member = await signUpMember(one);
    await one.db.execute(sql`UPDATE users SET is_admin = true WHERE id = ${member.id}`);
    expect((await me(other.app, member.cookie)).json().isAdmin).toBe(true);
    await one.db.execute(sql`UPDATE users SET is_admin = false WHERE id = ${member.id}`);
    expect(await waitOnOther(member.cookie, (answer) => answer.json().isAdmin === false)).toBeLessThan(CACHE_MS);
  });

  it('ends every other session of a member who changes their password', async () => {
    const member = await signUpMember(one);
    const signIn = await signInWithPassword(other, member.email);
    const second = sessionCookieOf(signIn);
    expect((await me(other.app, second)).statusCode).toBe(200);
    const change = await one.app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: { cookie: member.cookie },
      payload: { currentPassword: MEMBER_PASSWORD, newPassword: 'a-new-long-passphrase-9' },
    });
    expect(change.statusCode).toBeLessThan(300);
    expect(await waitOnOther(second, signedOut)).toBeLessThan(CACHE_MS);
  });

  it('reuses a resolved session, and lets a missed notice live no longer than the bound', async () => {
    const member = await signUpMember(one, { firstName: 'Maria' });
    // The sign-up's own notices must have reached the other instance first, or its read is rightly not kept.
    await other.changes.settle();
    expect((await me(other.app, member.cookie)).json().firstName).toBe('Maria');
    // A change the notices do not announce stands for one that was missed.
    await one.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER users_notify_change`);
      await tx.execute(sql`UPDATE users SET first_name = 'Ana' WHERE id = ${member.id}`);
      await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER users_notify_change`);
    });
    expect((await me(other.app, member.cookie)).json().firstName).toBe('Maria');
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
    expect((await me(other.app, member.cookie)).json().firstName).toBe('Ana');
  });
});
