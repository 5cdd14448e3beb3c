import Stripe from 'stripe';
import type { AppConfig } from '#server/config.ts';

export type StripeSettings = Extract<AppConfig['payments'], { processor: 'stripe' }>;

/**
 * The Stripe SDK instance of an app, or null in manual mode: made once (server.ts, else buildApp) and handed
 * to the routes and the charge job in AppDeps. `apiUrl` sends its calls to a local double of Stripe's API
 * (tests, local runs): the SDK itself, its retries and idempotency keys, are the real ones.
 */
export function createStripe(payments: AppConfig['payments']): Stripe | null {
  if (payments.processor !== 'stripe') return null;
  const api = payments.apiUrl;
  return new Stripe(payments.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
