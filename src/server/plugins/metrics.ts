import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import { ALWAYS_SERVED } from './load-shedding.ts';

/** What a time-driven job's tick came to (see jobs/job-runner.ts). */
export type JobOutcome = 'completed' | 'failed' | 'skipped_elsewhere';

/** Where the job runner records its runs: the same registry /metrics serves. */
export interface JobMetrics {
  record(job: string, outcome: JobOutcome, seconds: number | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobMetrics: JobMetrics;
  }
}

type PoolStats = DatabaseHandle['poolStats'];

/** Most answers take a millisecond or two: the low buckets are where a slowdown shows first. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

let processRegistry: Registry | null = null;

/**
 * CPU, memory, GC and the event loop's delay (nodejs_eventloop_lag_p99_seconds and its siblings, from
 * perf_hooks' monitorEventLoopDelay) belong to the process, not to an app: collected once however many apps a
 * test process builds, since each collection starts timers and observers that are never stopped.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function poolGauges(register: Registry, poolStats: PoolStats) {
  const gauge = (name: string, help: string, read: (stats: NonNullable<ReturnType<PoolStats>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        const stats = poolStats();
        if (stats) this.set(read(stats));
      },
    });
  gauge('db_pool_connections', 'Connections the database pool holds open', (stats) => stats.total);
  gauge('db_pool_idle_connections', 'Open connections no query is using', (stats) => stats.idle);
  gauge('db_pool_waiting_requests', 'Queries waiting for a free connection', (stats) => stats.waiting);
}

function jobMetricsIn(register: Registry): JobMetrics {
  const runs = new Counter({
    name: 'job_runs_total',
    help: "Ticks of the time-driven jobs, by outcome (skipped_elsewhere: another instance held the job's lock)",
    labelNames: ['job', 'outcome'],
    registers: [register],
  });
  const duration = new Histogram({
    name: 'job_duration_seconds',
    help: 'How long the runs of the time-driven jobs took, failed ones included',
    labelNames: ['job'],
    buckets: JOB_BUCKETS,
    registers: [register],
  });
  return {
    record(job, outcome, seconds) {
      runs.inc({ job, outcome });
      if (seconds !== null) duration.observe({ job }, seconds);
    },
  };
}

/**
 * Counts every answer by its route's pattern (never the raw URL: ids would make a series each). The label
 * values' children are kept per combination, so an answer costs a map lookup and two additions.
 */
function countRequests(app: FastifyInstance, register: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const total = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent',
    labelNames,
    buckets: HTTP_BUCKETS,
    registers: [register],
  });
  const children = new Map<
    string,
    { total: Counter.Internal; duration: Histogram.Internal<(typeof labelNames)[number]> }
  >();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = [request.method, route, String(reply.statusCode)];
      child = { total: total.labels(...labels), duration: duration.labels(...labels) };
      children.set(key, child);
    }
    child.total.inc();
    child.duration.observe(reply.elapsedTime / 1000);
    done();
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * With a token, only a request bearing it; without one, anybody outside production and nobody in it (a 404:
 * the route does not exist there).
 */
function allowScrape(config: Pick<AppConfig, 'env' | 'metricsToken'>) {
  const expected = config.metricsToken ? digest(config.metricsToken) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) {
      if (config.env === 'production') throw notFound();
      return;
    }
    const match = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '');
    // Digests are compared, so neither the token's length nor its first differing byte shows in the timing.
    if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) return;
    reply.header('www-authenticate', 'Bearer');
    throw new AppError('UNAUTHORIZED', 401, 'A metrics token is required');
  };
}

/**
 * Prometheus metrics at GET /metrics, in a registry of this app's own (tests build many apps in one process):
 * requests by route and status, the database pool, the process (event loop delay included), the jobs.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { config: Pick<AppConfig, 'env' | 'metricsToken'>; poolStats?: PoolStats },
) {
  const register = new Registry();
  countRequests(app, register);
  if (deps.poolStats?.()) poolGauges(register, deps.poolStats);
  app.decorate('jobMetrics', jobMetricsIn(register));
  const scraped = Registry.merge([register, processMetrics()]);
  app.get(
    '/metrics',
    { schema: { hide: true }, logLevel: 'warn', config: ALWAYS_SERVED, onRequest: allowScrape(deps.config) },
    async (_request, reply) => {
      reply.header('content-type', scraped.contentType);
      return scraped.metrics();
    },
  );
}
