import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import type { JobMetrics, JobOutcome } from '#server/plugins/metrics.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { type Job, startJob } from './job-runner.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** What the runner recorded and logged, in order. */
function recorder() {
  const outcomes: { job: string; outcome: JobOutcome; seconds: number | null }[] = [];
  const metrics: JobMetrics = { record: (job, outcome, seconds) => void outcomes.push({ job, outcome, seconds }) };
  const errors: unknown[] = [];
  const log = { error: (details: unknown) => void errors.push(details) } as unknown as FastifyBaseLogger;
  return { outcomes, errors, metrics, log };
}

/** A run that lasts until `release` is called, announcing when it starts. */
function heldRun() {
  let release: () => void = () => undefined;
  let started = 0;
  const run = async () => {
    started += 1;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return { run, release: () => release(), started: () => started };
}

const job = (run: Job['run'], everyMs = 10): Job => ({ name: 'test_job', lockKey: 725_999, everyMs, run });

describe('a time-driven job', () => {
  it('runs at its interval, one run at a time in this process, and counts each run with its duration', async () => {
    const { outcomes, metrics, log } = recorder();
    const held = heldRun();
    const running = startJob(job(held.run), { runAlone: database.runAlone, metrics, log });
    await vi.waitFor(() => expect(held.started()).toBe(1));
    // Ticks pass while the run is held: none starts a second run beside it.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(held.started()).toBe(1);
    expect(outcomes).toEqual([]);
    held.release();
    await vi.waitFor(() => expect(held.started()).toBe(2));
    expect(outcomes).toEqual([{ job: 'test_job', outcome: 'completed', seconds: expect.any(Number) }]);
    expect(outcomes[0]?.seconds).toBeGreaterThanOrEqual(0.05);

    // Stopping waits for the run under way, and no tick comes after it.
    let stopped = false;
    const stopping = running.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(held.started()).toBe(2);
    expect(outcomes.map((each) => each.outcome)).toEqual(['completed', 'completed']);
  });

  it('counts and logs a failed run, and tries again at the next tick', async () => {
    const { outcomes, errors, metrics, log } = recorder();
    let calls = 0;
    const running = startJob(
      job(async () => {
        calls += 1;
        if (calls === 1) throw new Error('the mail server is down');
      }),
      { runAlone: database.runAlone, metrics, log },
    );
    await vi.waitFor(() => expect(outcomes.length).toBeGreaterThanOrEqual(2));
    await running.stop();
    expect(outcomes.slice(0, 2).map((each) => each.outcome)).toEqual(['failed', 'completed']);
    expect(errors[0]).toMatchObject({
      job: 'test_job',
      err: expect.objectContaining({ message: 'the mail server is down' }),
    });
  });
});

describe.skipIf(!onPostgres)('a time-driven job on two instances of one PostgreSQL database', () => {
  let other: DatabaseHandle;
  beforeAll(async () => {
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    other = await openDatabase({ kind: 'postgres', url: url.toString() });
  });
  afterAll(async () => {
    await other.close();
  });

  it('is skipped by the instance that does not get the lock while the other runs it', async () => {
    const first = recorder();
    const second = recorder();
    const held = heldRun();
    let secondRuns = 0;
    const runningFirst = startJob(job(held.run), { runAlone: database.runAlone, ...first });
    await vi.waitFor(() => expect(held.started()).toBe(1));
    const runningSecond = startJob(
      job(async () => {
        secondRuns += 1;
      }),
      { runAlone: other.runAlone, ...second },
    );
    await vi.waitFor(() => expect(second.outcomes.length).toBeGreaterThanOrEqual(3));
    expect(secondRuns).toBe(0);
    expect(new Set(second.outcomes.map((each) => each.outcome))).toEqual(new Set(['skipped_elsewhere']));
    expect(second.outcomes[0]?.seconds).toBeNull();

    // Once the first instance lets go, the second runs it.
    const stopping = runningFirst.stop();
    held.release();
    await stopping;
    await vi.waitFor(() => expect(secondRuns).toBeGreaterThanOrEqual(1));
    await runningSecond.stop();
    expect(second.outcomes.map((each) => each.outcome)).toContain('completed');
  });
});

describe.skipIf(onPostgres)('a time-driven job on the embedded database', () => {
  it('just runs: one process owns the data folder', async () => {
    let ran = false;
    expect(
      await database.runAlone(725_999, async () => {
        ran = true;
      }),
    ).toBe(true);
    expect(ran).toBe(true);
  });
});
