import { startStripeDouble } from '../src/server/test-support/stripe-double.ts';

/**
 * The local double of Stripe's API as a process of its own, for the browser journeys (playwright.config.ts
 * starts it beside the app it sends webhooks to). Never a real payment: its hosted page says so.
 */
const port = Number(process.env.STRIPE_DOUBLE_PORT);
const webhookUrl = process.env.STRIPE_DOUBLE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!port || !webhookUrl || !webhookSecret) {
  console.error('Set STRIPE_DOUBLE_PORT, STRIPE_DOUBLE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET.');
  process.exit(1);
}
const double = await startStripeDouble({ port, webhookUrl, webhookSecret });
console.log(`Stripe double on ${double.url}, delivering events to ${webhookUrl}`);
const stop = () => void double.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
