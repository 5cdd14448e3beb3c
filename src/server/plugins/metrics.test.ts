import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerMetrics } from './metrics.ts';

const TOKEN = 'a-metrics-token-of-some-length';

/** An app with nothing but the metrics, under the given settings. */
async function metricsApp(config: Pick<AppConfig, 'env' | 'metricsToken'>, poolStats?: () => ReturnType<typeof pool>) {
  const app = Fastify();
  registerErrorHandler(app);
  registerMetrics(app, { config, poolStats });
  await app.ready();
  return app;
}
const pool = () => ({ total: 7, idle: 2, waiting: 3 });

describe('who may read /metrics', () => {
  it('anybody outside production when no token is set', async () => {
    const app = await metricsApp({ env: 'development', metricsToken: null });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    await app.close();
  });

  it('nobody in production when no token is set: the route does not exist there', async () => {
    const app = await metricsApp({ env: 'production', metricsToken: null });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    await app.close();
  });

  it.each(['production', 'development'] as const)('with a token, in %s, only a request bearing it', async (env) => {
    const app = await metricsApp({ env, metricsToken: TOKEN });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    const allowed = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    await app.close();
  });
});

describe('what /metrics holds', () => {
  const t = setUpTestApp();
  const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('counts and times each answer under its route pattern, never the raw URL', async () => {
    const before = await scrape();
    const id = randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/credit-report/${id}` });
    await t.app.inject({ method: 'GET', url: `/api/credit-report/${randomUUID()}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const after = await scrape();
    expect(before).not.toContain('route="/api/credit-report/:id"');
    expect(after).toContain('http_requests_total{method="GET",route="/api/credit-report/:id",status_code="401"} 2');
    expect(after).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/credit-report/:id",status_code="401"} 2',
    );
    expect(after).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(after).not.toContain(id);
  });

  it("holds the process's figures, the event loop's delay among them, and the jobs' runs", async () => {
    t.app.jobMetrics.record('notifications', 'completed', 0.2);
    t.app.jobMetrics.record('notifications', 'skipped_elsewhere', null);
    const body = await scrape();
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(body).toContain('job_runs_total{job="notifications",outcome="completed"} 1');
    expect(body).toContain('job_runs_total{job="notifications",outcome="skipped_elsewhere"} 1');
    expect(body).toContain('job_duration_seconds_count{job="notifications"} 1');
  });

  it("holds the database pool's figures when there is a pool", async () => {
    expect(await scrape()).not.toContain('db_pool_');
    const app = await metricsApp({ env: 'test', metricsToken: null }, pool);
    const body = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toContain('db_pool_connections 7');
    expect(body).toContain('db_pool_idle_connections 2');
    expect(body).toContain('db_pool_waiting_requests 3');
    await app.close();
  });
});
