import { count } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import type { DisputeGroup, UserGroup } from './summarise-metrics.ts';

export function countUsersByPlan(db: Executor): Promise<UserGroup[]> {
  return db
    .select({ status: users.subscriptionStatus, tier: users.subscriptionTier, count: count() })
    .from(users)
    .groupBy(users.subscriptionStatus, users.subscriptionTier);
}

export function countDisputesByStatus(db: Executor): Promise<DisputeGroup[]> {
  return db.select({ status: disputes.status, count: count() }).from(disputes).groupBy(disputes.status);
}
