import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users.ts';
import { sendDisputes } from '#server/test-support/disputes.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp, testConfig } from '#server/test-support/test-app.ts';
import type { DeliveryDeps } from './deliver-notification-emails.ts';
import { runNotificationPass } from './notification-pass.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 1000 * DAY });
const deps = setUpOnce<DeliveryDeps>(async () => ({
  db: t.db,
  mailer: t.mailer,
  config: testConfig(),
  clock: t.clock,
  log: t.app.log,
}));
const admin = setUpOnce(() => signUpAdmin(t));

/** The subjects of every message the member got. */
async function subjectsTo(userId: string): Promise<string[]> {
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return (await t.outbox()).filter((mail) => mail.to === user?.email).map((mail) => mail.subject);
}
const count = (subjects: string[], subject: string) => subjects.filter((each) => each === subject).length;

describe('the notification pass', () => {
  it('records what time made news and emails it, once, when two passes run at the same time', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const member = await activeMember(t, admin);
    await sendDisputes(
      t,
      member.cookie,
      member.report.negativeItems.slice(0, 1).map((item) => item.id),
    );

    await Promise.all([runNotificationPass(deps), runNotificationPass(deps)]);
    await runNotificationPass(deps);
    const subjects = await subjectsTo(member.id);
    expect(count(subjects, 'Your plan is active')).toBe(1);
    expect(count(subjects, 'Your dispute letters are ready to mail')).toBe(1);
  });
});
