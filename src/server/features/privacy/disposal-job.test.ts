import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { subscriptions } from '#server/db/schema/billing.ts';
import { retainedRecords } from '#server/db/schema/privacy.ts';
import { users } from '#server/db/schema/users.ts';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { MEMBER_PASSWORD, requestAs, signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp, testConfig } from '#server/test-support/test-app.ts';
import { DAY_MS, HOUR_MS } from '#shared/constants/time.ts';
import { runDisposal } from './disposal-job.ts';

let t: TestApp;
const MONTHS = 24;

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 10 * 365 * DAY_MS });
});
afterAll(async () => {
  await t.close();
});

const config = { ...testConfig(), inactiveAccountMonths: MONTHS };
const dispose = () =>
  runDisposal({
    db: t.db,
    clock: t.clock,
    cipher: t.cipher,
    stripe: t.stripe,
    lob: null,
    mailer: t.mailer,
    config,
    log: t.app.log,
  });
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
/** The messages about the account's deletion (the sign-up's own verification email aside). */
const mailTo = async (email: string) =>
  (await t.outbox()).filter((message) => message.to === email && /delet|elimin/u.test(message.subject));
const ask = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** The clock `months` calendar months on, as the job counts them. */
function monthsOn(months: number) {
  const later = t.clock.now();
  later.setUTCMonth(later.getUTCMonth() + months);
  t.clock.set(later);
}

describe('last use', () => {
  it('is written at sign-in and when a session is used, at most once an hour', async () => {
    const member = await signUpMember(t);
    const signedInAt = t.clock.now();
    expect((await userRow(member.id))?.lastActiveAt).toEqual(signedInAt);
    t.clock.advance(30 * 60 * 1000);
    await ask(member.cookie);
    expect((await userRow(member.id))?.lastActiveAt).toEqual(signedInAt);
    t.clock.advance(31 * 60 * 1000);
    await ask(member.cookie);
    expect((await userRow(member.id))?.lastActiveAt).toEqual(t.clock.now());
  });
});

describe('disposing of accounts nobody uses', () => {
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let paying: { id: string };
  let waiting: { id: string };
  let idle: Awaited<ReturnType<typeof signUpMember>>;
  let returning: Awaited<ReturnType<typeof signUpMember>>;

  beforeAll(async () => {
    admin = await signUpAdmin(t);
    paying = await activeMember(t, admin);
    // A plan that ended, with letters at the bureaus that have not answered yet.
    waiting = await memberWithSentDisputes(t, admin);
    await t.db.update(subscriptions).set({ endedAt: t.clock.now() }).where(eq(subscriptions.userId, waiting.id));
    await t.db.update(users).set({ subscriptionStatus: 'inactive' }).where(eq(users.id, waiting.id));
    idle = await signUpMember(t, { firstName: 'Ida', lastName: 'Idle' });
    returning = await signUpMember(t, { firstName: 'Remy', lastName: 'Returns' });
  });

  it('warns each member unused for the period less 30 days, once, in their language', async () => {
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, returning.id));
    monthsOn(MONTHS);
    t.clock.advance(-29 * DAY_MS);
    const deletionDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(t.clock.now().getTime() + 30 * DAY_MS),
    );
    await dispose();
    expect(await mailTo(idle.email)).toEqual([
      expect.objectContaining({ subject: `Your CreditPath account will be deleted on ${deletionDay}`, language: 'en' }),
    ]);
    expect((await mailTo(idle.email))[0]?.text).toContain('just sign in before then');
    expect(await mailTo(returning.email)).toEqual([
      expect.objectContaining({ subject: `Su cuenta de CreditPath se eliminará el ${deletionDay}`, language: 'es' }),
    ]);
    expect((await userRow(idle.id))?.inactivityWarnedAt).toEqual(t.clock.now());
    // Staff, a running plan and letters still at a bureau are information in use: never warned.
    for (const kept of [admin, paying, waiting]) expect((await userRow(kept.id))?.inactivityWarnedAt).toBeNull();

    t.clock.advance(HOUR_MS);
    await dispose();
    expect(await mailTo(idle.email)).toHaveLength(1);
  });

  it('forgets the warning when the member comes back', async () => {
    expect((await ask(returning.cookie)).statusCode).toBe(200);
    expect(await userRow(returning.id)).toMatchObject({ lastActiveAt: t.clock.now(), inactivityWarnedAt: null });
  });

  it('purges no one before the 30 days of the warning are over', async () => {
    t.clock.advance(28 * DAY_MS);
    await dispose();
    expect(await userRow(idle.id)).toBeDefined();
  });

  it('then purges the idle member with the same purge as a deletion, audited as the system’s doing', async () => {
    t.clock.advance(2 * DAY_MS);
    await dispose();
    expect(await userRow(idle.id)).toBeUndefined();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inactive_account_purged'), eq(auditLog.targetUserId, idle.id)));
    expect(entry).toMatchObject({
      actorId: null,
      actorEmail: 'system',
      ipAddress: 'server',
      targetEmail: idle.email,
      details: { retainedRecords: 'none', refundDueCents: 0 },
    });
    const [, deleted] = await mailTo(idle.email);
    expect(deleted?.subject).toBe('Your CreditPath account was deleted');
    expect(deleted?.text).toContain('because it was not used for a long time');
    // The others: back in time, or still in use.
    for (const kept of [returning, admin, paying, waiting]) expect(await userRow(kept.id)).toBeDefined();
    expect((await userRow(returning.id))?.inactivityWarnedAt).toBeNull();
  });
});

describe('retained records', () => {
  it('are purged once their 5 years are over, and the purge audited', async () => {
    const member = await signUpMember(t, { firstName: 'Carla', lastName: 'Contract' });
    const call = requestAs(t, member.cookie);
    const signed = await call('POST', '/api/subscription/agreement', { plan: 'monthly', version: AGREEMENT_VERSION });
    expect(signed.statusCode, signed.body).toBe(201);
    const deleted = await call('POST', '/api/account/delete', { password: MEMBER_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const kept = () => t.db.select().from(retainedRecords).where(eq(retainedRecords.formerUserId, member.id));
    expect((await kept()).map((row) => row.kind)).toEqual(['service_agreement']);

    monthsOn(5 * 12);
    t.clock.advance(-HOUR_MS);
    await dispose();
    expect(await kept()).toHaveLength(1);
    t.clock.advance(HOUR_MS);
    await dispose();
    expect(await kept()).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'retained_records_purged'));
    expect(entry).toMatchObject({
      actorId: null,
      actorEmail: 'system',
      targetUserId: null,
      details: { formerUserId: member.id, kinds: 'service_agreement' },
    });
  });
});
