import { Piscina } from 'piscina';
import { AppError } from '#server/errors.ts';
import type { ImportOutcome, ImportTask } from './import-worker.ts';
import { MismoImportError, ReportNotYoursError } from './mismo/mismo-error.ts';

/**
 * One file read at a time: a 19 MB file takes about two seconds, and each parse in parallel would add its
 * worker's heap to the server's memory (three at once stay under 600 MB this way: bench/credit-import-load.ts).
 */
const IMPORT_THREADS = 1;
/** Imports waiting for a thread; each holds its file (20 MB at most) until its turn, so the queue is short. */
const QUEUED_IMPORTS = 4;
/**
 * A worker's heap. The heaviest file the reader accepts (19 MB, 240,000 tags, 1,000 accounts: see
 * fixtures/build-large-report.ts) is read within 96 MB and not within 80; a file that needs more than this
 * stops its worker, not the server. A tighter heap also makes the worker collect its garbage sooner.
 */
const WORKER_HEAP_MB = 128;
/** A worker kept after its import, so that the next one does not wait for a thread to start and load the reader. */
const IDLE_WORKER_MS = 60_000;

export type PoolOutcome = ImportOutcome | { outcome: 'busy' };

export interface ImportPool {
  /** Reads a file on a worker thread, which takes the document's memory; 'busy' when the queue is full. */
  read(task: ImportTask): Promise<PoolOutcome>;
  close(): Promise<void>;
}

declare module '#server/app-deps.ts' {
  interface AppDeps {
    /** The one pool of worker threads that reads credit report files, a member's or a visitor's (decision 011). */
    imports: ImportPool;
  }
}

export interface ImportPoolOptions {
  threads?: number;
  queued?: number;
  heapMb?: number;
}

/**
 * The file's memory is handed to the worker rather than copied when the file owns all of it (a small Buffer is a
 * slice of Node's shared pool, which must never move): the caller gives the document up.
 */
const ownedBuffer = ({ buffer, byteOffset, byteLength }: Uint8Array): ArrayBuffer[] =>
  buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength ? [buffer] : [];

const outOfMemory = (error: unknown) => (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The worker a thread runs. From the sources (dev, tests) it is the TypeScript module, loaded through tsx, which is
 * named rather than inherited because under vitest the parent has no loader a thread could inherit. In the built
 * server this code is inside dist/server/main.js, and the worker is the compiled import-worker.js beside it
 * (scripts/build-server.ts), on plain node like the server.
 */
const fromSources = import.meta.url.endsWith('.ts');
const worker = fromSources
  ? {
      filename: new URL('./import-worker.ts', import.meta.url).href,
      execArgv: ['--import', import.meta.resolve('tsx')],
    }
  : { filename: new URL('./import-worker.js', import.meta.url).href };

/** The worker threads that read credit report files, so that a 20 MB parse never holds up the event loop. */
export function createImportPool({
  threads = IMPORT_THREADS,
  queued = QUEUED_IMPORTS,
  heapMb = WORKER_HEAP_MB,
}: ImportPoolOptions = {}): ImportPool {
  const pool = new Piscina<ImportTask, ImportOutcome>({
    ...worker,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: queued,
    idleTimeout: IDLE_WORKER_MS,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    // Requests first: on a server with two cores, workers at the same priority take the event loop's turns.
    niceIncrement: 10,
  });
  return {
    async read(task) {
      if (pool.queueSize >= queued) return { outcome: 'busy' };
      try {
        return await pool.run(task, { transferList: ownedBuffer(task.document) });
      } catch (error) {
        // The file holds more than the worker's heap: that thread is gone (piscina starts another when needed)
        // and the file is refused as the flood it is; 'too_large' would tell the member it is over 20 MB.
        if (outOfMemory(error)) return { outcome: 'refused', reason: 'too_many_items' };
        throw error;
      }
    },
    close: () => pool.close(),
  };
}

const importsBusy = () =>
  new AppError('RATE_LIMITED', 429, 'Other credit report files are being read; try again shortly', {
    retryAfterSeconds: 30,
  });

/**
 * Reads a member's or a visitor's file and gives what the reader made of it. A full queue throws a 429, a file
 * that is not a readable report MismoImportError, one about somebody else ReportNotYoursError.
 */
export async function readFileOrThrow(
  imports: ImportPool,
  task: ImportTask,
): Promise<Extract<ImportOutcome, { outcome: 'read' }>> {
  const read = await imports.read(task);
  switch (read.outcome) {
    case 'busy':
      throw importsBusy();
    case 'refused':
      throw new MismoImportError(read.reason);
    case 'not_yours':
      throw new ReportNotYoursError(read.borrowerName, read.mismatch);
  }
  return read;
}
