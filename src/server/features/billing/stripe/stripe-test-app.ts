import type { PaymentType } from '#shared/constants/plans.ts';
import { pullDemoReport } from '../../../test-support/credit.ts';
import { signUpMember } from '../../../test-support/members.ts';
import { type StripeDouble, startStripeDouble } from '../../../test-support/stripe-double.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { AGREEMENT_VERSION } from '../agreement.ts';

const WEBHOOK_SECRET = 'whsec_checkout_tests';

/**
 * A test app taking payments through Stripe, with the local double as Stripe: the app listens on a local
 * port so the double's signed events reach its webhook, as Stripe's would.
 */
export async function createStripeTestApp(): Promise<{
  t: TestApp;
  double: StripeDouble;
  webhookUrl: string;
  close(): Promise<void>;
}> {
  const double = await startStripeDouble({ webhookSecret: WEBHOOK_SECRET });
  const t = await createTestApp({
    // The clock jumps months ahead: sessions must outlive it.
    sessionTtlMs: 1000 * 24 * 3600 * 1000,
    payments: {
      processor: 'stripe',
      secretKey: 'sk_test_checkout_tests',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: new URL(double.url),
    },
  });
  const webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/stripe/webhook`;
  double.setWebhookUrl(webhookUrl);
  return {
    t,
    double,
    webhookUrl,
    async close() {
      await double.close();
      await t.close();
    },
  };
}

/** A verified member with the demo report who accepted the agreement for `plan`; answers their negative items. */
export async function memberWithAgreement(t: TestApp, plan: PaymentType = 'monthly') {
  const member = await signUpMember(t);
  const report = await pullDemoReport(t, member.cookie);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/agreement',
    headers: { cookie: member.cookie },
    payload: { plan, version: AGREEMENT_VERSION },
  });
  if (accepted.statusCode !== 201) throw new Error(`agreement failed: ${accepted.body}`);
  return { ...member, items: report.negativeItems.map((item) => item.id) };
}

/** POST /api/subscription/checkout as `cookie` (none: a visitor). */
export const startCheckout = (t: TestApp, cookie: string | null, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: cookie ? { cookie } : {},
    payload: body,
  });

/** The Checkout Session id at the end of the hosted page's url. */
export const sessionIdOf = (url: string) => url.split('/pay/')[1] ?? '';
