import type Stripe from 'stripe';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Cipher } from './crypto/cipher.ts';
import type { Database } from './db/client.ts';
import type { MemberChanges } from './db/member-changes.ts';
import type { ChargeJob } from './features/billing/stripe/charge-job.ts';
import type { ImportPool } from './features/credit/import-pool.ts';
import type { AfterReply } from './lib/after-reply.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every feature's routes receive: nothing reads globals. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  cipher: Cipher;
  mailer: Mailer;
  /** The app's one Stripe SDK instance (stripe-client.ts); null in manual mode. */
  stripe: Stripe | null;
  /** The charge job, for a route whose change made a charge due at once (a new card saved). */
  charges: ChargeJob;
  /** Whose rows changed, on any instance: what the per-member caches forget by (lib/member-cache.ts). */
  changes: MemberChanges;
  /** Work a route starts once it has answered (lib/after-reply.ts): emails whose timing must not show. */
  afterReply: AfterReply;
  /** The one pool of worker threads that reads credit report files, a member's or a visitor's (decision 011). */
  imports: ImportPool;
}
