import type { ManualItem, ReportDocument } from '#shared/schemas/manual-items.ts';
import { manualTradelineKey } from '#shared/schemas/manual-items.ts';
import type { ManualItemRow, ReportDocumentRow } from './queries.ts';

/** An item as its owner sees it: the last four of its account number, never the sealed whole. */
export function toManualItem(row: ManualItemRow, disputedKeys: ReadonlySet<string>): ManualItem {
  return {
    ...row.entry,
    id: row.id,
    accountNumberLast4: row.accountNumberLast4,
    locked: disputedKeys.has(manualTradelineKey(row.id)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toReportDocument(row: ReportDocumentRow): ReportDocument {
  return { id: row.id, fileName: row.fileName, sizeBytes: row.sizeBytes, uploadedAt: row.uploadedAt.toISOString() };
}
