import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments } from '#server/db/schema/billing.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { mailings } from '#server/db/schema/mailings.ts';
import { startJobs } from '#server/start-jobs.ts';
import { type QueuedMailing, queuedMailing } from '#server/test-support/mailings.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { createTestApp, setUpOnce, setUpTestApp, type TestApp, testConfig } from '#server/test-support/test-app.ts';
import { DAY_MS, HOUR_MS } from '#shared/constants/time.ts';
import { addDays } from '#shared/rules/iso-date.ts';
import { scanDayAtBureau } from '#shared/rules/mailing.ts';
import { RECONCILE_AFTER_MS, reconcileMailings } from './reconcile-mailings.ts';

// No webhook URL: the double only records its events, as when Lob's deliveries never reached us.
const t = setUpTestApp({}, undefined, { lob: true });
const admin = setUpOnce(() => signUpAdmin(t));

/** The app's own Lob client, pointed at the double. */
const lob = () => {
  if (!t.lobClient) throw new Error('no Lob double');
  return t.lobClient;
};

const reconcile = () => reconcileMailings({ db: t.db, clock: t.clock, log: t.app.log, lob: lob() });

async function stateOf(mailing: QueuedMailing) {
  const [row] = await t.db.select().from(mailings).where(eq(mailings.id, mailing.mailingId));
  const [bureauRow] = await t.db
    .select()
    .from(disputeBureaus)
    .where(eq(disputeBureaus.id, row?.disputeBureauId ?? ''));
  const charges = await t.db.select().from(payments).where(eq(payments.userId, mailing.member.id));
  return { mailing: row, bureauRow, charges: charges.filter((payment) => payment.kind === 'mailing') };
}

describe('reconciling the mailings the webhook missed', () => {
  it('reads back a letter not heard of for six hours and applies what Lob holds', async () => {
    const mailing = await queuedMailing(t, admin);
    t.clock.advance(HOUR_MS);
    await t.lob?.sendEvent(mailing.lobLetterId, 'letter.certified.mailed');
    const mailedOn = scanDayAtBureau(t.clock.now(), 'experian');

    // Heard of at its creation, an hour ago: nothing is missed yet, Lob is not asked.
    const asked = () => t.lob?.requests.filter((request) => request.path.endsWith(mailing.lobLetterId)).length;
    await reconcile();
    expect(asked()).toBe(0);
    expect((await stateOf(mailing)).mailing?.status).toBe('queued');

    t.clock.advance(RECONCILE_AFTER_MS);
    await reconcile();
    expect(asked()).toBe(1);
    const mailed = await stateOf(mailing);
    expect(mailed.mailing).toMatchObject({ status: 'mailed', mailedOn, lastHeardAt: t.clock.now() });
    expect(mailed.bureauRow).toMatchObject({ status: 'mailed', mailedOn });
    expect(mailed.charges).toHaveLength(1);

    // Heard of just now: the next run leaves it.
    await reconcile();
    expect(asked()).toBe(1);

    t.clock.advance(2 * DAY_MS);
    await t.lob?.sendEvent(mailing.lobLetterId, 'letter.certified.delivered');
    const deliveredOn = scanDayAtBureau(t.clock.now(), 'experian');
    t.clock.advance(RECONCILE_AFTER_MS);
    await reconcile();
    const delivered = await stateOf(mailing);
    expect(delivered.mailing).toMatchObject({ status: 'delivered', deliveredOn });
    expect(delivered.bureauRow).toMatchObject({ status: 'delivered', responseDueOn: addDays(deliveredOn, 30) });
    expect(delivered.charges).toHaveLength(1);

    // Delivered is as far as a letter goes: it is not read back again.
    t.clock.advance(RECONCILE_AFTER_MS);
    await reconcile();
    expect(asked()).toBe(2);
  });

  it('leaves a queued letter alone until its send date, then reads a cancellation back', async () => {
    const mailing = await queuedMailing(t, admin);
    const [row] = await t.db.select().from(mailings).where(eq(mailings.id, mailing.mailingId));
    // Cancelled at Lob, as by the member, with the answer lost on the way back.
    await lob().cancelLetter(mailing.lobLetterId);
    // A send date far off, and nothing heard for long: still nothing can have happened before it.
    await t.db
      .update(mailings)
      .set({ sendAfter: new Date(t.clock.now().getTime() + 2 * RECONCILE_AFTER_MS) })
      .where(eq(mailings.id, mailing.mailingId));
    t.clock.advance(RECONCILE_AFTER_MS + HOUR_MS);
    await reconcile();
    expect((await stateOf(mailing)).mailing?.status).toBe('queued');

    t.clock.advance(RECONCILE_AFTER_MS);
    await reconcile();
    const cancelled = await stateOf(mailing);
    expect(cancelled.mailing?.status).toBe('cancelled');
    expect(cancelled.charges).toEqual([]);
    expect(row?.status).toBe('queued');
  });

  it('logs a letter Lob cannot find and goes on with the others', async () => {
    const lost = await queuedMailing(t, admin);
    const found = await queuedMailing(t, admin, 'transunion');
    await t.db.update(mailings).set({ lobLetterId: 'ltr_00000000lost' }).where(eq(mailings.id, lost.mailingId));
    t.clock.advance(HOUR_MS);
    await t.lob?.sendEvent(found.lobLetterId, 'letter.certified.mailed');
    t.clock.advance(RECONCILE_AFTER_MS);
    await reconcile();
    expect((await stateOf(found)).mailing?.status).toBe('mailed');
    expect((await stateOf(lost)).mailing?.status).toBe('queued');
    expect(t.logs()).toMatch(/"lobLetter":"ltr_00000000lost".*a mailed letter is unknown to Lob/);
  });
});

describe('the reconcile_mailings job', () => {
  const runAlone = async (_key: number, work: () => Promise<void>) => {
    await work();
    return true;
  };
  const scrape = async (app: TestApp) => (await app.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('runs where letters are mailed, applies a missed event, and is counted in /metrics', async () => {
    const mailing = await queuedMailing(t, admin);
    t.clock.advance(HOUR_MS);
    await t.lob?.sendEvent(mailing.lobLetterId, 'letter.certified.mailed');
    t.clock.advance(RECONCILE_AFTER_MS);
    const jobs = startJobs({
      app: t.app,
      database: { db: t.db, runAlone },
      cipher: t.cipher,
      clock: t.clock,
      config: { ...t.config, jobIntervalMs: 20 },
      mailer: t.mailer,
      stripe: null,
      lob: lob(),
    });
    try {
      await vi.waitFor(
        async () =>
          expect(await scrape(t)).toMatch(/^job_runs_total\{job="reconcile_mailings",outcome="completed"\} \d/m),
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      await jobs.stop();
    }
    expect((await stateOf(mailing)).mailing?.status).toBe('mailed');
    expect(await scrape(t)).toMatch(/^job_duration_seconds_count\{job="reconcile_mailings"\} \d/m);
  });

  it('does not run where mailing is off', async () => {
    const off = await createTestApp();
    const jobs = startJobs({
      app: off.app,
      database: { db: off.db, runAlone },
      cipher: off.cipher,
      clock: off.clock,
      config: testConfig({ jobIntervalMs: 20 }),
      mailer: off.mailer,
      stripe: null,
      lob: null,
    });
    try {
      // Every job ticks on the same interval: once the notifications job has run twice, any other would have too.
      await vi.waitFor(
        async () =>
          expect(await scrape(off)).toMatch(/^job_runs_total\{job="notifications",outcome="completed"\} [2-9]/m),
        { timeout: 30_000, interval: 50 },
      );
      expect(await scrape(off)).not.toContain('reconcile_mailings');
    } finally {
      await jobs.stop();
      await off.close();
    }
  });
});
