import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLargeMismoReport } from './fixtures/build-large-report.ts';
import { createImportPool, type ImportPool } from './import-pool.ts';
import type { ImportTask } from './import-worker.ts';

const fixture = (name: string) => fs.readFileSync(path.resolve('src/server/features/credit/fixtures', name));
const marisol = { firstName: 'Marisol', lastName: 'Testcase', dateOfBirth: null };
const marisolsFile = fixture('mismo-3.4/12_1borrower_completed.xml');
/** The pool takes each document's memory, as the import route gives it up: every task gets its own copy. */
const task = (overrides: Partial<ImportTask> = {}): ImportTask => {
  const { document = marisolsFile, ...rest } = overrides;
  return { source: 'upload', member: marisol, asOf: '2026-11-22', ...rest, document: Buffer.from(document) };
};

const pools: ImportPool[] = [];
const poolOf = (options: Parameters<typeof createImportPool>[0] = {}) => {
  const pool = createImportPool(options);
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

// Each worker a test starts loads the reader through tsx, as no build has made it JavaScript; beside the browser
// suite on a two-core CI machine, a test that starts two workers took more than 30 s.
describe('the import pool', { timeout: 120_000 }, () => {
  it('reads, analyses and compresses a file on a worker thread', async () => {
    const condisFile = fixture('mismo-3.4/13_2borrower_completed.xml');
    const member = { firstName: 'Condi', lastName: 'Testcase', dateOfBirth: null };
    const read = await poolOf().read(task({ document: condisFile, member }));
    if (read.outcome !== 'read') throw new Error(`not read: ${JSON.stringify(read)}`);
    expect(read.report.borrower).toMatchObject({ firstName: 'CONDI', lastName: 'TESTCASE' });
    expect(read.analysed).toHaveLength(read.report.tradelines.length);
    expect(read.analysed.map((entry) => entry.itemType)).toEqual(expect.arrayContaining(['collection', 'charge_off']));
    expect(gunzipSync(read.storedDocument).equals(condisFile)).toBe(true);
  });

  it('answers refusals as data: the reason, or whose report it is', async () => {
    const pool = poolOf();
    expect(await pool.read(task({ document: Buffer.from('%PDF-1.7') }))).toEqual({
      outcome: 'refused',
      reason: 'not_xml',
    });
    expect(await pool.read(task({ member: { firstName: 'Maria', lastName: 'Lopez', dateOfBirth: null } }))).toEqual({
      outcome: 'not_yours',
      borrowerName: 'MARISOL TESTCASE',
      mismatch: 'name',
    });
    expect(await pool.read(task({ member: { ...marisol, dateOfBirth: '1990-01-01' } }))).toEqual({
      outcome: 'not_yours',
      borrowerName: 'MARISOL TESTCASE',
      mismatch: 'date_of_birth',
    });
  });

  it('decompresses only a stored file, and keeps a stored file as it was', async () => {
    const pool = poolOf();
    const compressed = gzipSync(marisolsFile);
    expect(await pool.read(task({ document: compressed }))).toEqual({ outcome: 'refused', reason: 'not_xml' });
    const again = await pool.read(task({ document: compressed, source: 'stored' }));
    expect(again.outcome === 'read' && Buffer.from(again.storedDocument).equals(compressed)).toBe(true);
    // A row stored before files were compressed holds the XML itself: it is compressed on its way back in.
    const legacy = await pool.read(task({ document: marisolsFile, source: 'stored' }));
    expect(legacy.outcome === 'read' && gunzipSync(legacy.storedDocument).equals(marisolsFile)).toBe(true);
  });

  it('answers busy once the queue is full, and reads the files it took', async () => {
    const pool = poolOf({ threads: 1, queued: 1 });
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => pool.read(task())));
    const kinds = outcomes.map((outcome) => outcome.outcome);
    expect(kinds).toContain('busy');
    expect(kinds.filter((kind) => kind === 'read')).toHaveLength(2);
  });

  it('refuses a file that fills a worker’s heap, and goes on reading with a new worker', async () => {
    const pool = poolOf({ threads: 1, heapMb: 64 });
    const heavy = buildLargeMismoReport();
    expect(await pool.read(task({ document: heavy, member: { ...marisol, firstName: 'Marco' } }))).toEqual({
      outcome: 'refused',
      reason: 'too_many_items',
    });
    expect((await pool.read(task())).outcome).toBe('read');
  });

  it('keeps the event loop free while it reads the heaviest file the reader accepts', async () => {
    const pool = poolOf();
    const heaviest = buildLargeMismoReport();
    const member = { firstName: 'Marco', lastName: 'Testcase', dateOfBirth: null };
    // A thread started and the reader loaded, as on a server that has imported before.
    await pool.read(task());
    const processBefore = process.cpuUsage();
    const before = process.threadCpuUsage();
    const read = await pool.read(task({ document: heaviest, member }));
    const ms = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;
    const mainThreadMs = ms(process.threadCpuUsage(before));
    const allThreadsMs = ms(process.cpuUsage(processBefore));
    expect(read.outcome).toBe('read');
    expect(read.outcome === 'read' && read.analysed.length).toBeGreaterThan(400);
    // Read on the main thread, this file takes about a second of its time in one go (bench/credit-import.ts). Off
    // it, the main thread only copies the file over and the result back, a small share of the processor time the
    // read takes. Processor time says so whatever else the machine does; a pause on the clock would count every
    // wait for a core on a busy machine as well.
    console.info(
      `processor time during the read: ${mainThreadMs.toFixed(0)} ms on the main thread, ${allThreadsMs.toFixed(0)} ms in all`,
    );
    expect(mainThreadMs / allThreadsMs).toBeLessThan(0.3);
  });
});
