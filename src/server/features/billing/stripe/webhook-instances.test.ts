import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { billingPeriods, payments, stripeEvents, subscriptionHistory } from '#server/db/schema/billing.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { setUpStripeTestApp } from '#server/test-support/stripe-test-app.ts';
import {
  anEvent,
  anInvoice,
  aSession,
  chargeAnswered,
  chargeSent,
  deliver,
  memberInCheckout,
  stripeMember,
  stripeTestPayments,
} from '#server/test-support/stripe-webhook-fixtures.ts';
import { setUpOnce, testConfig } from '#server/test-support/test-app.ts';

// Two app instances on one database, as two servers behind a load balancer: Stripe may deliver an event to
// both at once (a retry racing the first attempt), or the same change under two event ids.
const { t, double } = setUpStripeTestApp({ deliverEvents: false });
const second = setUpOnce(
  async () => ({
    app: await buildApp({
      config: testConfig({ payments: stripeTestPayments(new URL(double.url)) }),
      db: t.db,
      clock: t.clock,
      cipher: t.cipher,
      mailer: t.mailer,
    }),
  }),
  ({ app }) => app.close(),
);

async function deliverToBoth(first: object, other: object = first) {
  const answers = await Promise.all([deliver(t, first), deliver(second, other)]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
}

const historyOf = (userId: string, action: 'activated' | 'payment_failed' | 'payment_recovered') =>
  t.db
    .select()
    .from(subscriptionHistory)
    .where(and(eq(subscriptionHistory.userId, userId), eq(subscriptionHistory.action, action)));

describe('two instances receiving the same event at the same moment', () => {
  it('open the plan once', async () => {
    const member = await memberInCheckout(t);
    const event = anEvent('checkout.session.completed', aSession(member));
    await deliverToBoth(event);

    // Applied by one; the other found the id stored and left its outcome alone.
    const stored = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored.map((row) => row.outcome)).toEqual(['applied: plan active']);
    expect(await historyOf(member.id, 'activated')).toHaveLength(1);
    expect(await t.db.select().from(billingPeriods).where(eq(billingPeriods.userId, member.id))).toHaveLength(1);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices.map((notice) => notice.kind)).toEqual(['plan_active']);
  });

  it('decline a charge once, even when it comes under two event ids', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    await chargeAnswered(t, double, charge, 'card_declined');
    const invoice = anInvoice(member, charge);
    await deliverToBoth(anEvent('invoice.payment_failed', invoice), anEvent('invoice.payment_failed', invoice));

    expect(await historyOf(member.id, 'payment_failed')).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'payment_failed')));
    expect(notices).toHaveLength(1);
    const outcomes = await t.db
      .select({ outcome: stripeEvents.outcome })
      .from(stripeEvents)
      .where(eq(stripeEvents.userId, member.id));
    expect(outcomes.map((row) => row.outcome).filter((outcome) => outcome.startsWith('applied: payment'))).toEqual([
      'applied: payment declined',
    ]);
  });

  it('complete a payment and recover the member once', async () => {
    const member = await stripeMember(t);
    const charge = await chargeSent(t, member);
    await chargeAnswered(t, double, charge, 'card_declined');
    await deliver(t, anEvent('invoice.payment_failed', anInvoice(member, charge)));
    const chargeId = await chargeAnswered(t, double, charge);
    const paid = anEvent('invoice.paid', anInvoice(member, charge));
    await deliverToBoth(paid);

    expect(await historyOf(member.id, 'payment_recovered')).toHaveLength(1);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, charge.payment.id));
    expect(row).toMatchObject({ status: 'completed', stripeChargeId: chargeId });
    const stored = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id));
    expect(stored.map((row) => row.outcome)).toEqual(['applied: payment completed, member recovered']);
  });
});
