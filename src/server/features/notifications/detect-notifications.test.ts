import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptions } from '#server/db/schema/billing.ts';
import { disputeBureaus, disputeSteps } from '#server/db/schema/disputes.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import { settleDueSubscriptions } from '#server/features/allowance/settle-due-subscriptions.ts';
import { memberWithVerifiedDispute, moveStep, sendDisputes, takeStep } from '#server/test-support/disputes.ts';
import { MAILING_FEE_CENTS, mailOneLetter } from '#server/test-support/mailing-charges.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { detectNotifications } from './detect-notifications.ts';
import {
  findDuePayments,
  findLateSteps,
  findReadyLetters,
  findRunningClocks,
  settleTold,
} from './detection-queries.ts';
import { clockWindow } from './notices-due.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const noticesOf = (userId: string, kind: NotificationKind) =>
  t.db
    .select({ subjectKey: notifications.subjectKey, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.subjectKey));

/** Twice at once, then once more: as two instances and a restart would. */
async function detectAgainAndAgain() {
  await Promise.all([detectNotifications(t.db, t.clock.now()), detectNotifications(t.db, t.clock.now())]);
  await detectNotifications(t.db, t.clock.now());
}

/** An active member whose first two items (those all three bureaus report) are sent together, not mailed. */
async function memberWithReadyLetters() {
  t.clock.set(new Date('2026-11-02T15:00:00Z'));
  const member = await activeMember(t, admin);
  const items = [...member.report.negativeItems].sort((a, b) => b.bureaus.length - a.bureaus.length).slice(0, 2);
  const disputeIds: string[] = [];
  for (const item of items) {
    const created = await call('POST', '/api/disputes', member.cookie, {
      negativeItemId: item.id,
      disputeReason: 'not_mine',
    });
    expect(created.statusCode, created.body).toBe(201);
    disputeIds.push(created.json().id);
  }
  expect((await call('POST', '/api/disputes/process', member.cookie, { disputeIds })).statusCode).toBe(200);
  const disputes = (await call('GET', '/api/disputes', member.cookie)).json() as DisputeResponse[];
  const rows = disputes.flatMap((dispute) => dispute.bureaus.map(({ bureau }) => ({ id: dispute.id, bureau })));
  return { ...member, disputeIds, rows, writtenAt: t.clock.now() };
}

async function mailAll(member: Awaited<ReturnType<typeof memberWithReadyLetters>>, mailedOn: string) {
  for (const { id, bureau } of member.rows) {
    const mailed = await call('POST', `/api/disputes/${id}/bureaus/${bureau}/mailed`, member.cookie, { mailedOn });
    expect(mailed.statusCode, mailed.body).toBe(200);
  }
}

describe('detectNotifications', () => {
  it('tells the member once that a batch of letters is ready to mail, however often it looks', async () => {
    const member = await memberWithReadyLetters();
    expect(member.rows.length).toBeGreaterThan(2);
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'letters_ready')).toEqual([
      { subjectKey: member.writtenAt.toISOString(), data: { disputes: 2 } },
    ]);
    // What was told is not even fetched again.
    expect(await findReadyLetters(t.db)).toEqual([]);
    // The plan's activation was told when it happened.
    expect(await noticesOf(member.id, 'plan_active')).toHaveLength(1);
  });

  it('tells once that an answer is due soon, then once that the bureau is late', async () => {
    const member = await memberWithReadyLetters();
    // Mailed Nov 10: taken to arrive Nov 15, so each bureau has until Dec 15.
    await mailAll(member, '2026-11-10');
    const keys = member.rows.map(({ id, bureau }) => `${id}:${bureau}:2026-12-15`).sort();

    t.clock.set(new Date('2026-12-09T15:00:00Z'));
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'answer_due_soon')).toEqual([]);

    t.clock.set(new Date('2026-12-10T15:00:00Z'));
    await detectAgainAndAgain();
    const dueSoon = await noticesOf(member.id, 'answer_due_soon');
    expect(dueSoon.map((notice) => notice.subjectKey)).toEqual(keys);
    const first = member.rows[0];
    expect(dueSoon).toContainEqual({
      subjectKey: `${first?.id}:${first?.bureau}:2026-12-15`,
      data: { disputeId: first?.id, bureau: first?.bureau, dueOn: '2026-12-15' },
    });
    expect(await noticesOf(member.id, 'bureau_late')).toEqual([]);
    expect(await findRunningClocks(t.db, clockWindow(t.clock.now()))).toEqual([]);

    // Dec 15 is over everywhere in the US only once Dec 16 has begun in American Samoa.
    t.clock.set(new Date('2026-12-16T10:59:00Z'));
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'bureau_late')).toEqual([]);
    t.clock.set(new Date('2026-12-16T11:00:00Z'));
    await detectAgainAndAgain();
    expect((await noticesOf(member.id, 'bureau_late')).map((notice) => notice.subjectKey)).toEqual(keys);
    expect(await noticesOf(member.id, 'answer_due_soon')).toHaveLength(keys.length);
    expect(await findRunningClocks(t.db, clockWindow(t.clock.now()))).toEqual([]);
  });

  it('settles a told lateness so later passes skip it, until its due day moves', async () => {
    const member = await memberWithReadyLetters();
    await mailAll(member, '2026-11-10');
    const [moved] = member.rows;
    if (!moved) throw new Error('no bureau');
    const settled = async () =>
      (await t.db.select().from(disputeBureaus).where(eq(disputeBureaus.disputeId, moved.id))).find(
        (row) => row.bureau === moved.bureau,
      );
    const lateOfMember = async () =>
      (await findRunningClocks(t.db, clockWindow(t.clock.now()))).filter((clock) => clock.userId === member.id);

    t.clock.set(new Date('2026-12-16T11:00:00Z'));
    // Nothing recorded yet: nothing is settled, whoever asks.
    await settleTold(t.db, clockWindow(t.clock.now()));
    expect((await settled())?.lateToldOn).toBeNull();
    expect(await lateOfMember()).toHaveLength(member.rows.length);

    await detectAgainAndAgain();
    expect(await settled()).toMatchObject({ responseDueOn: '2026-12-15', lateToldOn: '2026-12-15' });
    expect(await lateOfMember()).toEqual([]);

    // The letter reached the bureau on Nov 20, not Nov 15: its clock now ends Dec 20, news again.
    const delivered = await call('POST', `/api/disputes/${moved.id}/bureaus/${moved.bureau}/delivered`, member.cookie, {
      deliveredOn: '2026-11-20',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await lateOfMember()).toEqual([
      expect.objectContaining({ disputeId: moved.id, bureau: moved.bureau, responseDueOn: '2026-12-20' }),
    ]);
    t.clock.set(new Date('2026-12-21T11:00:00Z'));
    await detectAgainAndAgain();
    const late = (await noticesOf(member.id, 'bureau_late')).map((notice) => notice.subjectKey);
    expect(late).toContain(`${moved.id}:${moved.bureau}:2026-12-15`);
    expect(late).toContain(`${moved.id}:${moved.bureau}:2026-12-20`);
    expect(late).toHaveLength(member.rows.length + 1);
    expect(await settled()).toMatchObject({ responseDueOn: '2026-12-20', lateToldOn: '2026-12-20' });
    expect(await lateOfMember()).toEqual([]);
  });

  it('settles a told answer due soon so later passes skip it, until its due day moves', async () => {
    const member = await memberWithReadyLetters();
    await mailAll(member, '2026-11-10');
    const [moved] = member.rows;
    if (!moved) throw new Error('no bureau');
    const settled = async () =>
      (await t.db.select().from(disputeBureaus).where(eq(disputeBureaus.disputeId, moved.id))).find(
        (row) => row.bureau === moved.bureau,
      );
    const soonOfMember = async () =>
      (await findRunningClocks(t.db, clockWindow(t.clock.now()))).filter((clock) => clock.userId === member.id);

    t.clock.set(new Date('2026-12-10T15:00:00Z'));
    // Nothing recorded yet: nothing is settled, whoever asks.
    await settleTold(t.db, clockWindow(t.clock.now()));
    expect((await settled())?.soonToldOn).toBeNull();
    expect(await soonOfMember()).toHaveLength(member.rows.length);

    await detectAgainAndAgain();
    expect(await settled()).toMatchObject({ responseDueOn: '2026-12-15', soonToldOn: '2026-12-15', lateToldOn: null });
    expect(await soonOfMember()).toEqual([]);

    // The letter reached the bureau on Nov 12, not Nov 15: its clock now ends Dec 12, news again.
    const delivered = await call('POST', `/api/disputes/${moved.id}/bureaus/${moved.bureau}/delivered`, member.cookie, {
      deliveredOn: '2026-11-12',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await soonOfMember()).toEqual([
      expect.objectContaining({ disputeId: moved.id, bureau: moved.bureau, responseDueOn: '2026-12-12' }),
    ]);
    await detectAgainAndAgain();
    const soon = (await noticesOf(member.id, 'answer_due_soon')).map((notice) => notice.subjectKey);
    expect(soon).toContain(`${moved.id}:${moved.bureau}:2026-12-15`);
    expect(soon).toContain(`${moved.id}:${moved.bureau}:2026-12-12`);
    expect(soon).toHaveLength(member.rows.length + 1);
    expect(await settled()).toMatchObject({ responseDueOn: '2026-12-12', soonToldOn: '2026-12-12' });
    expect(await soonOfMember()).toEqual([]);
  });

  it('records the answer when it is recorded, and no longer calls that bureau late', async () => {
    const member = await memberWithReadyLetters();
    await mailAll(member, '2026-11-10');
    t.clock.set(new Date('2026-12-01T15:00:00Z'));
    const [answered, ...others] = member.rows;
    if (!answered) throw new Error('no bureau');
    const recorded = await call(
      'POST',
      `/api/disputes/${answered.id}/bureaus/${answered.bureau}/answer`,
      member.cookie,
      { outcome: 'deleted', respondedOn: '2026-11-28' },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await noticesOf(member.id, 'answer_recorded')).toEqual([
      {
        subjectKey: `${answered.id}:${answered.bureau}`,
        data: { disputeId: answered.id, bureau: answered.bureau, outcome: 'deleted' },
      },
    ]);
    t.clock.set(new Date('2026-12-20T15:00:00Z'));
    await detectNotifications(t.db, t.clock.now());
    const late = await noticesOf(member.id, 'bureau_late');
    expect(late.map((notice) => notice.subjectKey)).toEqual(
      others.map(({ id, bureau }) => `${id}:${bureau}:2026-12-15`).sort(),
    );
  });

  it('records nothing of a kind the member turned off', async () => {
    const member = await memberWithReadyLetters();
    await t.db
      .update(users)
      .set({ notificationsOff: ['letters_ready', 'answer_due_soon', 'bureau_late'] })
      .where(eq(users.id, member.id));
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'letters_ready')).toEqual([]);
    await mailAll(member, '2026-11-10');
    t.clock.set(new Date('2026-12-10T15:00:00Z'));
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'answer_due_soon')).toEqual([]);
    t.clock.set(new Date('2026-12-20T15:00:00Z'));
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'bureau_late')).toEqual([]);
    // Nor is what was turned off fetched again and again.
    const clocks = await findRunningClocks(t.db, clockWindow(t.clock.now()));
    expect(clocks.filter((row) => row.userId === member.id)).toEqual([]);
    // It is settled as told: turned off then, it is not read again on each pass.
    const rows = await t.db
      .select({
        soonToldOn: disputeBureaus.soonToldOn,
        lateToldOn: disputeBureaus.lateToldOn,
        responseDueOn: disputeBureaus.responseDueOn,
      })
      .from(disputeBureaus)
      .where(inArray(disputeBureaus.disputeId, member.disputeIds));
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (row) =>
          row.responseDueOn !== null && row.lateToldOn === row.responseDueOn && row.soonToldOn === row.responseDueOn,
      ),
    ).toBe(true);
  });

  it('tells a manual member once that a closed month with letters is due, and a Stripe member never', async () => {
    const manual = await memberWithReadyLetters();
    const stripe = await memberWithReadyLetters();
    // The same month billed the same way, but Stripe's charge job takes the payment from the saved card.
    await t.db.update(subscriptions).set({ processor: 'stripe' }).where(eq(subscriptions.userId, stripe.id));
    // The month (Nov 2 to Dec 2) is still running: nothing is owed yet.
    await detectAgainAndAgain();
    expect(await noticesOf(manual.id, 'payment_due')).toEqual([]);

    t.clock.set(new Date('2026-12-03T15:00:00Z'));
    await settleDueSubscriptions(t.db, t.cipher, t.clock.now());
    const dueOf = async (userId: string) => {
      const [row] = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.periodIndex, 0)));
      return row;
    };
    const due = await dueOf(manual.id);
    expect(due?.status).toBe('due');
    expect((await dueOf(stripe.id))?.status).toBe('due');
    await detectAgainAndAgain();
    expect(await noticesOf(manual.id, 'payment_due')).toEqual([
      { subjectKey: due?.id, data: { amountCents: due?.amountCents, periodIndex: 0, plan: 'monthly' } },
    ]);
    expect(await noticesOf(stripe.id, 'payment_due')).toEqual([]);
    // What was told is not fetched again; the Stripe charge never is.
    const pending = (await findDuePayments(t.db)).map((row) => row.userId);
    expect(pending).not.toContain(manual.id);
    expect(pending).not.toContain(stripe.id);
  });

  describe("a mailed letter's fee (issue 28)", () => {
    const chargeOf = async (userId: string) => {
      const [row] = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.periodIndex, 0)));
      if (!row) throw new Error('no charge for period 0');
      return row;
    };

    it("is told in its period's charge notice, whose amount is the total owed", async () => {
      const member = await memberWithReadyLetters();
      t.clock.advance(10 * DAY);
      const fee = await mailOneLetter(t, member.id);
      await detectAgainAndAgain();
      expect(await noticesOf(member.id, 'payment_due')).toEqual([]);

      t.clock.set(new Date('2026-12-03T15:00:00Z'));
      await settleDueSubscriptions(t.db, t.cipher, t.clock.now());
      const charge = await chargeOf(member.id);
      expect(charge.status).toBe('due');
      await detectAgainAndAgain();
      expect(await noticesOf(member.id, 'payment_due')).toEqual([
        {
          subjectKey: charge.id,
          data: {
            amountCents: charge.amountCents + MAILING_FEE_CENTS,
            periodIndex: 0,
            plan: 'monthly',
            mailingCents: MAILING_FEE_CENTS,
            mailedLetters: 1,
            feeIds: fee.paymentId,
          },
        },
      ]);
      // The fee, told with its charge, is not fetched again nor told on its own.
      expect((await findDuePayments(t.db)).map((row) => row.paymentId)).not.toContain(fee.paymentId);
    });

    it("is told once on its own when due without its period's charge (the one-time plan's already told)", async () => {
      t.clock.set(new Date('2027-02-01T15:00:00Z'));
      const member = await activeMember(t, admin, 'per_dispute');
      const [item] = member.report.negativeItems;
      if (!item) throw new Error('no negative item');
      await sendDisputes(t, member.cookie, [item.id]);
      t.clock.set(new Date('2027-03-05T15:00:00Z'));
      await settleDueSubscriptions(t.db, t.cipher, t.clock.now());
      const charge = await chargeOf(member.id);
      expect(charge.status).toBe('due');
      await detectAgainAndAgain();
      expect((await noticesOf(member.id, 'payment_due')).map((notice) => notice.subjectKey)).toEqual([charge.id]);

      const fee = await mailOneLetter(t, member.id);
      const [feeRow] = await t.db.select().from(payments).where(eq(payments.id, fee.paymentId));
      expect(feeRow?.status).toBe('due');
      await detectAgainAndAgain();
      const notices = await noticesOf(member.id, 'payment_due');
      expect(notices).toHaveLength(2);
      expect(notices).toContainEqual({
        subjectKey: fee.paymentId,
        data: { amountCents: MAILING_FEE_CENTS, mailedLetters: 1, feeIds: fee.paymentId },
      });
      expect((await findDuePayments(t.db)).map((row) => row.paymentId)).not.toContain(fee.paymentId);
    });
  });

  it('tells once when a later letter of the campaign is past its answer date, never on the day itself', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const { member, dispute, bureau } = await memberWithVerifiedDispute(t, admin);
    const { step } = await takeStep(t, member.cookie, dispute.id, { kind: 'method_of_verification', bureau });
    const sentOn = new Date(t.clock.now()).toISOString().slice(0, 10);
    const sent = await moveStep(
      t,
      member.cookie,
      { disputeId: dispute.id, stepId: step.id },
      { action: 'sent', sentOn },
    );
    const dueOn = sent.steps.find((one) => one.id === step.id)?.responseDueOn;
    if (!dueOn) throw new Error('the step has no due day');

    // The due day itself is not late yet.
    t.clock.set(new Date(`${dueOn}T20:00:00Z`));
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'step_late')).toEqual([]);

    t.clock.advance(DAY);
    await detectAgainAndAgain();
    expect(await noticesOf(member.id, 'step_late')).toEqual([
      {
        subjectKey: `${step.id}:${dueOn}`,
        data: { disputeId: dispute.id, kind: 'method_of_verification', bureau, dueOn },
      },
    ]);
    // Told once: the pass no longer even fetches it.
    expect(await findLateSteps(t.db, clockWindow(t.clock.now()))).toEqual([]);
    const [settled] = await t.db
      .select({ lateToldOn: disputeSteps.lateToldOn })
      .from(disputeSteps)
      .where(eq(disputeSteps.id, step.id));
    expect(settled?.lateToldOn).toBe(dueOn);
  });
});
