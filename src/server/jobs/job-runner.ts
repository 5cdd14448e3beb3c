import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { JobMetrics } from '#server/plugins/metrics.ts';

/** A piece of time-driven work, run every `everyMs` by one instance at a time (decision 013). */
export interface Job {
  /** The metrics' `job` label and the logs' name for it. */
  name: string;
  /** The advisory lock's key: the same in every instance, different for every job. */
  lockKey: number;
  everyMs: number;
  run(): Promise<void>;
}

export interface JobRunnerDeps {
  runAlone: DatabaseHandle['runAlone'];
  metrics: JobMetrics;
  log: FastifyBaseLogger;
}

export interface RunningJob {
  /** No more ticks; resolves once the run under way, if any, has ended (so the database can close). */
  stop(): Promise<void>;
}

/**
 * Ticks every `everyMs`. A tick while this process's last run is still going does nothing (a slow run must
 * not stack up behind itself); otherwise the run takes the job's lock, and an instance that does not get it
 * skips the tick, another instance being at it. Each tick's outcome is counted; a failure is logged and the
 * next tick tries again.
 */
export function startJob(job: Job, deps: JobRunnerDeps): RunningJob {
  let running: Promise<void> | null = null;
  const tick = async () => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const ran = await deps.runAlone(job.lockKey, job.run);
      deps.metrics.record(job.name, ran ? 'completed' : 'skipped_elsewhere', ran ? seconds() : null);
    } catch (error) {
      deps.metrics.record(job.name, 'failed', seconds());
      deps.log.error({ err: error, job: job.name }, 'time-driven job failed');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, job.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
