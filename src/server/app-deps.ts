import type Stripe from 'stripe';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database } from '#server/db/client.ts';
import type { MemberChanges } from '#server/db/member-changes.ts';
import type { ChargeJob } from '#server/features/billing/index.ts';
import type { ImportPool } from '#server/features/credit/index.ts';
import type { AfterReply } from '#server/lib/after-reply.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';

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
