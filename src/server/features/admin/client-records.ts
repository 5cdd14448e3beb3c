import type { z } from 'zod';
import type { ClientRecordsQuerySchema, ClientRecordsResponse } from '#shared/schemas/admin.ts';
import type { Executor } from '../../db/client.ts';
import { countUsers } from './admin-user-queries.ts';
import { findClientRecordPage } from './client-record-queries.ts';
import { toClientRecord } from './to-client-record.ts';
import { userFilterCondition } from './user-filters.ts';

export async function listClientRecords(
  db: Executor,
  query: z.output<typeof ClientRecordsQuerySchema>,
): Promise<ClientRecordsResponse> {
  const where = userFilterCondition(query);
  const rows = await findClientRecordPage(db, where, query);
  return {
    clients: rows.map(toClientRecord),
    totalCount: await countUsers(db, where),
    page: query.page,
    pageSize: query.pageSize,
  };
}
