import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { ClientRecordsQuerySchema, ClientRecordsResponse } from '#shared/schemas/admin.ts';
import { listReadDetails } from '../users/list-read-details.ts';
import { pagePhones } from '../users/page-phones.ts';
import { countUsers } from '../users/queries.ts';
import { userFilterCondition } from '../users/user-filters.ts';
import { findClientRecordPage } from './queries.ts';
import { toClientRecord } from './to-client-record.ts';

/** A page of client records, read in one transaction with the audit entry that says an admin read it. */
export async function listClientRecords(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cipher'>,
  audit: AuditContext,
  query: z.output<typeof ClientRecordsQuerySchema>,
): Promise<ClientRecordsResponse> {
  const where = userFilterCondition(query);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const rows = await findClientRecordPage(tx, where, query);
    const phoneOf = await pagePhones(tx, deps.cipher, rows);
    const details = listReadDetails(query, rows.length);
    await recordAudit(tx, audit, { action: 'client_records_listed', details }, now);
    return {
      clients: rows.map((row) => toClientRecord(row, phoneOf(row.id))),
      totalCount: await countUsers(tx, where),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
