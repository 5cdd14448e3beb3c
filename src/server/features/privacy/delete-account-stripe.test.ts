import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '#server/db/schema/billing.ts';
import { MEMBER_PASSWORD, requestAs } from '#server/test-support/members.ts';
import { sessionIdOf, setUpStripeTestApp, startCheckout } from '#server/test-support/stripe-test-app.ts';
import { memberWithAgreement } from '#server/test-support/subscriptions.ts';

const { t, double } = setUpStripeTestApp();

describe('deleting an account whose card Stripe keeps', () => {
  it('deletes the Stripe customer, and its saved card with it: nothing can be charged again', async () => {
    const member = await memberWithAgreement(t, 'monthly');
    const started = await startCheckout(t, member.cookie, {
      paymentType: 'monthly',
      selectedItems: member.items.slice(0, 1),
    });
    expect(started.statusCode, started.body).toBe(200);
    await double.completeCheckout(sessionIdOf(started.json().url));
    await double.delivered();
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    const customer = subscription?.stripeCustomerId;
    expect(subscription?.stripePaymentMethodId).toMatch(/^pm_/u);

    const res = await requestAs(t, member.cookie)('POST', '/api/account/delete', { password: MEMBER_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(double.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/v1/customers/${customer}`,
    ]);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toEqual([]);
  });
});
