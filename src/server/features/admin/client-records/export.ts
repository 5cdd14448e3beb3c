import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import type { ClientRecordsExportQuerySchema } from '#shared/schemas/admin.ts';
import { countUsers, userFilterCondition } from '../users/queries.ts';
import { clientRecordCsvRow, clientRecordsCsvHeader } from './csv.ts';
import { type ClientRecordRow, findClientRecordBatch } from './queries.ts';
import { toClientRecord } from './service.ts';

type ExportQuery = z.output<typeof ClientRecordsExportQuerySchema>;

/**
 * Reads a whole result set one batch at a time, each batch asked for after the last row of the one before: at most
 * two batches are ever held, however many rows there are. The next batch is asked for as soon as this one arrives,
 * so the database reads it while the caller writes this one out. A short batch is the last.
 */
export async function* keysetBatches<Row>(
  fetchBatch: (after: Row | null) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  const ask = (after: Row | null) => {
    const batch = fetchBatch(after);
    // Its failure reaches the reader when it comes back for the batch; until then (or if it never does, the download
    // dropped) the failure is not an unhandled one.
    batch.catch(() => undefined);
    return batch;
  };
  let next: Promise<Row[]> | null = ask(null);
  while (next) {
    const batch: Row[] = await next;
    const last = batch.length < batchSize ? null : (batch[batch.length - 1] ?? null);
    next = last ? ask(last) : null;
    if (batch.length > 0) yield batch;
  }
}

export const EXPORT_BATCH_SIZE = 2000;

/** The matching client records, batch after batch in registration order: never the whole set at once. */
export function clientRecordBatches(db: Executor, query: ExportQuery): AsyncGenerator<ClientRecordRow[]> {
  const where = userFilterCondition(query);
  return keysetBatches((after) => findClientRecordBatch(db, where, after, EXPORT_BATCH_SIZE), EXPORT_BATCH_SIZE);
}

async function* csvLines(
  deps: Pick<AppDeps, 'db' | 'cipher'>,
  batches: AsyncIterable<ClientRecordRow[]>,
): AsyncGenerator<string> {
  yield clientRecordsCsvHeader();
  for await (const batch of batches) {
    // Each phone is opened as its line is written: never every member's phone at once.
    yield batch.map((row) => clientRecordCsvRow(toClientRecord(row, deps.cipher))).join('');
  }
}

/**
 * Starts an export: the filters are checked (a bad date range is refused before anything is written), the
 * export is recorded with its filters and the number of rows it will hold, and the CSV text is produced as
 * it is read.
 */
export async function exportClientRecords(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cipher'>,
  audit: AuditContext,
  query: ExportQuery,
): Promise<{ filename: string; lines: AsyncGenerator<string> }> {
  const now = deps.clock.now();
  const rowCount = await countUsers(deps.db, userFilterCondition(query));
  const details = {
    search: query.search ?? null,
    status: query.status ?? null,
    dateFrom: query.dateFrom ?? null,
    dateTo: query.dateTo ?? null,
    format: query.format,
    rowCount,
  };
  await recordAudit(deps.db, audit, { action: 'client_records_exported', details }, now);
  return {
    filename: `client-records-${now.toISOString().slice(0, 10)}.csv`,
    lines: csvLines(deps, clientRecordBatches(deps.db, query)),
  };
}
