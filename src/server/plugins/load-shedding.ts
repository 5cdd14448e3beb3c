import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { ApiErrorBody } from '#shared/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even while the app sheds load: the load balancer's probes and the metrics scraper. */
    alwaysServed?: boolean;
  }
}

/** The route config of what must answer under pressure (a shed probe would take the process out of rotation). */
export const ALWAYS_SERVED = { alwaysServed: true } as const;

/** What a shed request is told to wait: a spike is over in seconds, and clients should not all return at once. */
const SHED_RETRY_AFTER_SECONDS = 5;

/**
 * The mean event-loop delay over a second beyond which requests are shed. An ordinary benchmark at 50
 * connections keeps it in the low milliseconds; a second means every request already waits that long.
 */
const MAX_EVENT_LOOP_DELAY_MS = 1000;

/**
 * Queries waiting for a pooled connection beyond which requests are shed, when seen at two checks in a row. A
 * request waits for one connection at a time, so a load of 50 concurrent requests (the benchmark's) never
 * queues 100; a queue that stays over 100 for half a second is not a burst draining but a database that no
 * longer keeps up, and every request added to it waits longer.
 */
const MAX_WAITING_QUERIES = 100;
const POOL_CHECK_INTERVAL_MS = 500;

/** Answers, at each check, whether the pool's queue has been over the bound at this check and the one before. */
export function poolSaturation(bound: number): (waiting: number) => boolean {
  let overBefore = false;
  return (waiting) => {
    const over = waiting > bound;
    const sustained = over && overBefore;
    overBefore = over;
    return sustained;
  };
}

export interface LoadSheddingOptions {
  /** The database pool's figures; null or absent for the embedded database, which has no queue of its own. */
  poolStats?: DatabaseHandle['poolStats'];
  /** Tests shed sooner than production would. */
  maxEventLoopDelayMs?: number;
  maxWaitingQueries?: number;
  poolCheckIntervalMs?: number;
}

/**
 * Under overload the app answers 503 with Retry-After at once, before any work (the hook runs first), rather
 * than queueing requests without bound; the body is the app's error shape.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions = {}) {
  const saturated = poolSaturation(options.maxWaitingQueries ?? MAX_WAITING_QUERIES);
  // The embedded database answers null: it has no pool, so no queue to watch.
  const poolStats = options.poolStats?.() ? options.poolStats : null;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
    ...(poolStats
      ? {
          healthCheck: async () => !saturated(poolStats()?.waiting ?? 0),
          healthCheckInterval: options.poolCheckIntervalMs ?? POOL_CHECK_INTERVAL_MS,
        }
      : {}),
    pressureHandler: (request, reply) => {
      if (request.routeOptions.config.alwaysServed) return;
      const body: ApiErrorBody = {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy: try again shortly',
        retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
      };
      reply.code(503).header('retry-after', SHED_RETRY_AFTER_SECONDS).send(body);
    },
  });
}
