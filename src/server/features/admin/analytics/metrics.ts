import type { Executor } from '#server/db/client.ts';
import type { AdminMetrics } from '#shared/schemas/admin.ts';
import { countDisputesByStatus, countUsersByPlan } from './metrics-queries.ts';
import { summariseMetrics } from './summarise-metrics.ts';

export async function getAdminMetrics(db: Executor): Promise<AdminMetrics> {
  const [userGroups, disputeGroups] = await Promise.all([countUsersByPlan(db), countDisputesByStatus(db)]);
  return summariseMetrics(userGroups, disputeGroups);
}
