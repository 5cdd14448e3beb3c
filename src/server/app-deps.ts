import type Stripe from 'stripe';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database } from '#server/db/client.ts';
import type { MemberChanges } from '#server/db/member-changes.ts';
import type { AfterReply } from '#server/lib/after-reply.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';

/**
 * What every feature's routes receive: nothing reads globals. A feature that adds a service of its own to it
 * declares the field beside the service (`declare module '#server/app-deps.ts'`: the charge job, the import pool),
 * so this file names no feature and every feature can import it.
 */
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  cipher: Cipher;
  mailer: Mailer;
  /** The app's one Stripe SDK instance (stripe-client.ts); null in manual mode. */
  stripe: Stripe | null;
  /** Whose rows changed, on any instance: what the per-member caches forget by (lib/member-cache.ts). */
  changes: MemberChanges;
  /** Work a route starts once it has answered (lib/after-reply.ts): emails whose timing must not show. */
  afterReply: AfterReply;
}
