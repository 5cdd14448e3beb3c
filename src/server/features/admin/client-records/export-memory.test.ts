import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAs } from '#server/test-support/admin.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { clientRecordCsvRow } from './csv.ts';
import { clientRecordBatches, EXPORT_BATCH_SIZE } from './export.ts';
import { toClientRecord } from './service.ts';

const CLIENTS = 10_000;
let t: TestApp;
let admin: { cookie: string };

// A collection on demand makes the heap figures below mean what is still held, not what is merely garbage.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  // One statement for all of them. Pairs share a sign-up instant and pairs differ by a microsecond, so the
  // keyset has ties to break and positions finer than a JavaScript Date.
  await t.db.execute(sql`
    insert into users (email, first_name, last_name, created_at, updated_at)
    select 'bulk' || g || '@example.com', 'Bulk', 'Client ' || g,
           timestamptz '2026-01-01T00:00:00Z' + (g / 4) * interval '1 second' + ((g / 2) % 2) * interval '1 microsecond',
           timestamptz '2026-01-01T00:00:00Z'
    from generate_series(1, ${CLIENTS}) as g`);
});
afterAll(async () => {
  await t.close();
});

describe('exporting 10,000 client records', () => {
  it('streams every one of them, once each', async () => {
    const res = await callAs(t, admin.cookie)('GET', '/api/admin/client-records/export?search=bulk');
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(CLIENTS + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(CLIENTS);
  });

  it('holds at most two batches: a query per batch, asked for one batch ahead of the reader', async () => {
    const select = vi.spyOn(t.db, 'select');
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let rows = 0;
    let batches = 0;
    for await (const batch of clientRecordBatches(t.db, { search: 'bulk', format: 'csv' })) {
      batches += 1;
      expect(batch.length).toBeLessThanOrEqual(EXPORT_BATCH_SIZE);
      // One batch read ahead: the generator has asked for the batches handed out so far and the next one.
      expect(select).toHaveBeenCalledTimes(batches + 1);
      rows += batch.map((row) => clientRecordCsvRow(toClientRecord(row, t.cipher))).length;
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
    }
    expect(rows).toBe(CLIENTS);
    expect(batches).toBe(CLIENTS / EXPORT_BATCH_SIZE);
    // One more query finds the end, never one for the whole set.
    expect(select).toHaveBeenCalledTimes(CLIENTS / EXPORT_BATCH_SIZE + 1);
    expect(peak).toBeLessThan(40 * 1024 * 1024);
    select.mockRestore();
  });
});
