import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { registerErrorHandler } from './error-handler.ts';
import { committedMigration, registerHealthRoutes } from './health.ts';
import { type LoadSheddingOptions, poolSaturation, registerLoadShedding } from './load-shedding.ts';
import { registerMetrics } from './metrics.ts';

/** A database that answers /readyz's one query at once, with every migration applied. */
const readyDb = {
  select: () => ({ from: () => Promise.resolve([{ latest: committedMigration() }]) }),
} as unknown as Database;

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** An app with the shedding, the probes, the metrics and one route of ordinary work. */
async function sheddingApp(options: LoadSheddingOptions) {
  const app = Fastify();
  apps.push(app);
  registerErrorHandler(app);
  await registerLoadShedding(app, options);
  registerMetrics(app, { config: { env: 'test', metricsToken: null } });
  registerHealthRoutes(app, { db: readyDb });
  app.get('/api/work', async () => ({ done: true }));
  await app.ready();
  return app;
}

const SHED_BODY = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The server is busy: try again shortly',
  retryAfterSeconds: 5,
};

describe('load shedding', () => {
  it("sheds with 503, Retry-After and the app's error body while the pool's queue stays too long, then serves again", async () => {
    let waiting = 0;
    const app = await sheddingApp({
      poolStats: () => ({ total: 10, idle: 0, waiting }),
      maxWaitingQueries: 5,
      poolCheckIntervalMs: 20,
    });
    const work = () => app.inject({ method: 'GET', url: '/api/work' });
    expect((await work()).statusCode).toBe(200);

    waiting = 50;
    await vi.waitFor(async () => expect((await work()).statusCode).toBe(503), { timeout: 2000, interval: 10 });
    const shed = await work();
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual(SHED_BODY);
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toContain(
      'http_requests_total{method="GET",route="/api/work",status_code="503"}',
    );

    waiting = 0;
    await vi.waitFor(async () => expect((await work()).statusCode).toBe(200), { timeout: 2000, interval: 10 });
  });

  it('sheds while the event loop is held up past the threshold', async () => {
    const app = await sheddingApp({ maxEventLoopDelayMs: 20 });
    const work = () => app.inject({ method: 'GET', url: '/api/work' });
    expect((await work()).statusCode).toBe(200);
    // The delay is sampled every second: hold the loop up across a sample, as a runaway computation would.
    const until = Date.now() + 1500;
    while (Date.now() < until);
    await vi.waitFor(async () => expect((await work()).statusCode).toBe(503), { timeout: 3000, interval: 10 });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await work()).statusCode).toBe(200), { timeout: 3000, interval: 50 });
  });

  it('does not shed on the embedded database, which has no pool', async () => {
    const app = await sheddingApp({ poolStats: () => null, maxWaitingQueries: 0, poolCheckIntervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await app.inject({ method: 'GET', url: '/api/work' })).statusCode).toBe(200);
  });
});

describe('poolSaturation', () => {
  it('is a queue over the bound at two checks in a row, not a burst seen once', () => {
    const saturated = poolSaturation(100);
    expect([150, 20, 150, 100, 150].map(saturated)).toEqual([false, false, false, false, false]);
    expect([150, 150, 101, 99].map(poolSaturation(100))).toEqual([false, true, true, false]);
  });
});
