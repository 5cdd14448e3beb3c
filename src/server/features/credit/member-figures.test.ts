import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberFigures } from '#server/db/schema/credit.ts';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import { answerBureau, memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { anotherInstance, setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import type { DashboardStatsResponse } from '#shared/schemas/credit.ts';
import { getDashboardStats } from './dashboard-stats.ts';
import { storeMemberFigures } from './queries.ts';

// No instance keeps anything in memory: every read is a cold one, served from member_figures or counted again.
const overrides = { adminActivationKey: TEST_ACTIVATION_KEY, memberCacheMs: 0 };
const t = setUpTestApp(overrides);
const other = setUpOnce(
  () => anotherInstance(t, overrides),
  (instance) => instance.close(),
);
const admin = setUpOnce(() => signUpAdmin(t));

const stats = async (cookie: string) =>
  (await callAs(t, cookie)('GET', '/api/dashboard/stats')).json() as DashboardStatsResponse;
const storedRow = async (userId: string) =>
  (await t.db.select().from(memberFigures).where(eq(memberFigures.userId, userId)))[0] ?? null;

describe('dashboard figures stored per member', () => {
  it('stores what a cold read counted, and a change on another instance makes it stale in its own transaction', async () => {
    const member = await memberWithSentDisputes(t, admin, 1);
    const before = await stats(member.cookie);
    expect(before.negativeItems).toBeGreaterThan(0);
    const stored = await storedRow(member.id);
    expect(stored?.figures).toEqual(before);

    // The answer is recorded on the other instance: the row is stale the moment it commits, with no notice needed.
    const [disputeId] = member.disputeIds;
    if (!disputeId) throw new Error('no dispute');
    for (const bureau of BUREAUS) {
      await answerBureau({ ...t, app: other.app }, member.cookie, { disputeId, bureau }, 'deleted');
    }
    const stale = await storedRow(member.id);
    expect(stale?.figures).toBeNull();
    expect(stale?.version).toBeGreaterThan(stored?.version ?? 0);

    const after = await stats(member.cookie);
    expect(after.itemsRemoved).toBe(before.itemsRemoved + 1);
    expect(after).toEqual(await getDashboardStats(t, member.id));
    expect((await storedRow(member.id))?.figures).toEqual(after);
  });

  it('never stores figures counted before a change that committed while they were counted', async () => {
    const member = await memberWithSentDisputes(t, admin, 1);
    await stats(member.cookie);
    const seen = await storedRow(member.id);
    // A change made directly (a job, an admin) between the read of the version and the store of the figures.
    await t.db.execute(sql`UPDATE disputes SET updated_at = now() WHERE user_id = ${member.id}`);
    await storeMemberFigures(t.db, member.id, seen?.version ?? null, { ...(seen?.figures as DashboardStatsResponse) });
    expect((await storedRow(member.id))?.figures).toBeNull();
  });

  it("deleting a member takes their stored figures, and their rows' triggers write none back", async () => {
    const member = await memberWithSentDisputes(t, admin, 1);
    await stats(member.cookie);
    expect(await storedRow(member.id)).not.toBeNull();
    // Deleting the account cascades through reports and disputes, whose triggers must not write a row back.
    await t.db.delete(users).where(eq(users.id, member.id));
    expect(await storedRow(member.id)).toBeNull();
  });
});
