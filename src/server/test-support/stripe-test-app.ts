import type { AppConfig } from '#server/config.ts';
import { type StripeDouble, startStripeDouble } from './stripe-double.ts';
import { stripeTestPayments, WEBHOOK_SECRET } from './stripe-webhook-fixtures.ts';
import { createTestApp, setUpOnce, standIn, type TestApp } from './test-app.ts';

/**
 * A test app taking payments through Stripe, with the local double as Stripe. Unless told not to, the app
 * listens on a local port and the double delivers its signed events to the webhook, as Stripe would; without
 * that, the double only records them (`double.events`) for the test to deliver itself.
 */
export async function createStripeTestApp(
  options: { deliverEvents?: boolean; config?: Partial<AppConfig> } = {},
): Promise<{
  t: TestApp;
  double: StripeDouble;
  webhookUrl: string | null;
  close(): Promise<void>;
}> {
  const double = await startStripeDouble({ webhookSecret: WEBHOOK_SECRET });
  const t = await createTestApp({
    // The clock jumps months ahead: sessions must outlive it.
    sessionTtlMs: 1000 * 24 * 3600 * 1000,
    payments: stripeTestPayments(new URL(double.url)),
    ...options.config,
  });
  const webhookUrl =
    options.deliverEvents === false ? null : `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/stripe/webhook`;
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

/**
 * The test file's Stripe app (see `createStripeTestApp`), made before its first test and closed after its last.
 * `webhookUrl()` answers where the double delivers, for a test that stops the delivery and starts it again.
 */
export function setUpStripeTestApp(options: Parameters<typeof createStripeTestApp>[0] = {}) {
  const made = setUpOnce(
    () => createStripeTestApp(options),
    (app) => app.close(),
  );
  return { t: standIn(() => made.t), double: standIn(() => made.double), webhookUrl: () => made.webhookUrl };
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
