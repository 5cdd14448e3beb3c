import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Transaction } from '#server/db/client.ts';
import type { AuditDetails } from '#server/db/schema/audit.ts';
import type { BillingDeps } from './billing-deps.ts';

interface PaymentList<Row, Item> {
  /** What the audit entry names of the read (which list), before the page and how many rows it showed. */
  audited: AuditDetails;
  find: (tx: Transaction) => Promise<{ rows: Row[]; total: number }>;
  toItem: (row: Row) => Item;
}

/**
 * A page of members' payments an admin reads (findMemberPaymentPage), in one transaction with the audit entry of
 * the read: which list, the page and how many rows it showed.
 */
export async function readPaymentPage<Row, Item>(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  audit: AuditContext,
  query: { page: number; pageSize: number },
  list: PaymentList<Row, Item>,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { rows, total } = await list.find(tx);
    const details = { ...list.audited, page: query.page, rowCount: rows.length };
    await recordAudit(tx, audit, { action: 'users_listed', details }, now);
    return { items: rows.map(list.toItem), total, page: query.page, pageSize: query.pageSize };
  });
}
