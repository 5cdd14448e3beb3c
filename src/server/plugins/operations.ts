import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#server/config.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { registerHealthRoutes } from './health.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { registerMetrics } from './metrics.ts';

/**
 * What running several instances behind a load balancer needs from each (decision 013): shedding under
 * overload, probes, metrics. Registered before every other route, so that shedding runs before any other hook.
 */
export async function registerOperations(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; poolStats?: DatabaseHandle['poolStats'] },
) {
  if (deps.config.shedLoad) await registerLoadShedding(app, { poolStats: deps.poolStats });
  registerMetrics(app, deps);
  registerHealthRoutes(app, { db: deps.db });
}
