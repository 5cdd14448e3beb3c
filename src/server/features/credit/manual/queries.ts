import { and, count, desc, eq, like, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { creditReports, tradelines } from '#server/db/schema/credit.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { manualItems, manualReportNumbers, manualScores, reportDocuments } from '#server/db/schema/manual-entries.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { type ManualScore, manualTradelineKey, type ReportNumbers } from '#shared/schemas/manual-items.ts';

export type ManualItemRow = typeof manualItems.$inferSelect;
type NewManualItem = typeof manualItems.$inferInsert;
type ManualItemChanges = Pick<NewManualItem, 'entry' | 'accountNumberSealed' | 'accountNumberLast4' | 'updatedAt'>;

// Every query names the member: another member's id finds nothing, so it answers 404 like an unknown one.

/** The member's items, newest first. */
export function findItems(db: Executor, userId: string): Promise<ManualItemRow[]> {
  return db
    .select()
    .from(manualItems)
    .where(eq(manualItems.userId, userId))
    .orderBy(desc(manualItems.createdAt), desc(manualItems.id));
}

export async function findItem(db: Executor, userId: string, itemId: string): Promise<ManualItemRow | null> {
  const [row] = await db
    .select()
    .from(manualItems)
    .where(and(eq(manualItems.id, itemId), eq(manualItems.userId, userId)));
  return row ?? null;
}

export async function countItems(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(manualItems).where(eq(manualItems.userId, userId));
  return row?.n ?? 0;
}

export async function insertItem(db: Executor, item: NewManualItem): Promise<ManualItemRow> {
  const [row] = await db.insert(manualItems).values(item).returning();
  if (!row) throw new Error('manual item insert returned no row');
  return row;
}

export async function updateItem(
  db: Executor,
  userId: string,
  itemId: string,
  changes: ManualItemChanges,
): Promise<ManualItemRow | null> {
  const [row] = await db
    .update(manualItems)
    .set(changes)
    .where(and(eq(manualItems.id, itemId), eq(manualItems.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteItem(db: Executor, userId: string, itemId: string): Promise<void> {
  await db.delete(manualItems).where(and(eq(manualItems.id, itemId), eq(manualItems.userId, userId)));
}

/**
 * The tradeline keys of the member's hand-entered items a dispute of theirs names, unless it was withdrawn: a
 * draft's letters will be written from the item as it stands, a sent one quotes it; a withdrawn one never will.
 */
export async function findDisputedItemKeys(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: disputes.tradelineKey })
    .from(disputes)
    .where(
      and(
        eq(disputes.userId, userId),
        like(disputes.tradelineKey, manualTradelineKey('%')),
        ne(disputes.status, 'withdrawn'),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

export async function findScores(db: Executor, userId: string): Promise<ManualScore[]> {
  const rows = await db.select().from(manualScores).where(eq(manualScores.userId, userId));
  return BUREAUS.flatMap((bureau) =>
    rows.filter((row) => row.bureau === bureau).map((row) => ({ bureau, value: row.value, date: row.scoreDate })),
  );
}

export async function replaceScores(db: Executor, userId: string, scores: readonly ManualScore[]): Promise<void> {
  await db.delete(manualScores).where(eq(manualScores.userId, userId));
  if (scores.length === 0) return;
  await db
    .insert(manualScores)
    .values(scores.map((score) => ({ userId, bureau: score.bureau, value: score.value, scoreDate: score.date })));
}

export async function findReportNumbers(db: Executor, userId: string): Promise<ReportNumbers> {
  const rows = await db.select().from(manualReportNumbers).where(eq(manualReportNumbers.userId, userId));
  return Object.fromEntries(
    BUREAUS.flatMap((bureau) => rows.filter((row) => row.bureau === bureau).map((row) => [bureau, row.reportNumber])),
  );
}

export async function replaceReportNumbers(db: Executor, userId: string, numbers: ReportNumbers): Promise<void> {
  await db.delete(manualReportNumbers).where(eq(manualReportNumbers.userId, userId));
  const rows = BUREAUS.flatMap((bureau) => {
    const reportNumber = numbers[bureau];
    return reportNumber ? [{ userId, bureau, reportNumber }] : [];
  });
  if (rows.length > 0) await db.insert(manualReportNumbers).values(rows);
}

/** The name the member's letters are signed with (their profile), else the one they registered with. */
export async function findMemberName(db: Executor, userId: string) {
  const [row] = await db
    .select({
      firstName: sql<string>`coalesce(${memberProfiles.firstName}, ${users.firstName})`,
      lastName: sql<string>`coalesce(${memberProfiles.lastName}, ${users.lastName})`,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The member's current hand-entered report: the newest of its snapshots. */
export async function findManualReportId(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: creditReports.id })
    .from(creditReports)
    .where(and(eq(creditReports.userId, userId), eq(creditReports.source, 'manual')))
    .orderBy(desc(creditReports.pulledAt), desc(creditReports.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Drops the member's hand-entered snapshots that no dispute was filed from. A dispute keeps the snapshot its
 * item was read from (its letters quote that very record), and deleting it would delete the dispute too.
 */
export async function deleteUndisputedManualReports(db: Executor, userId: string): Promise<void> {
  const disputedFrom = db
    .select({ one: sql`1` })
    .from(tradelines)
    .innerJoin(disputes, eq(disputes.tradelineId, tradelines.id))
    .where(eq(tradelines.reportId, creditReports.id));
  await db
    .delete(creditReports)
    .where(and(eq(creditReports.userId, userId), eq(creditReports.source, 'manual'), notExists(disputedFrom)));
}

export type ReportDocumentRow = Omit<typeof reportDocuments.$inferSelect, 'contentSealed' | 'userId'>;
const documentColumns = {
  id: reportDocuments.id,
  fileName: reportDocuments.fileName,
  sizeBytes: reportDocuments.sizeBytes,
  uploadedAt: reportDocuments.uploadedAt,
};

/** The member's report files, newest first, without their contents. */
export function findDocuments(db: Executor, userId: string): Promise<ReportDocumentRow[]> {
  return db
    .select(documentColumns)
    .from(reportDocuments)
    .where(eq(reportDocuments.userId, userId))
    .orderBy(desc(reportDocuments.uploadedAt), desc(reportDocuments.id));
}

export async function countDocuments(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reportDocuments).where(eq(reportDocuments.userId, userId));
  return row?.n ?? 0;
}

export async function insertDocument(
  db: Executor,
  document: typeof reportDocuments.$inferInsert,
): Promise<ReportDocumentRow> {
  const [row] = await db.insert(reportDocuments).values(document).returning(documentColumns);
  if (!row) throw new Error('report document insert returned no row');
  return row;
}

/** Whether the member keeps that document, without reading its file. */
export async function hasDocument(db: Executor, userId: string, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reportDocuments.id })
    .from(reportDocuments)
    .where(and(eq(reportDocuments.id, documentId), eq(reportDocuments.userId, userId)));
  return row !== undefined;
}

export async function findDocumentContent(db: Executor, userId: string, documentId: string) {
  const [row] = await db
    .select({ fileName: reportDocuments.fileName, contentSealed: reportDocuments.contentSealed })
    .from(reportDocuments)
    .where(and(eq(reportDocuments.id, documentId), eq(reportDocuments.userId, userId)));
  return row ?? null;
}

/** Answers whether the member had that document. */
export async function deleteDocument(db: Executor, userId: string, documentId: string): Promise<boolean> {
  const rows = await db
    .delete(reportDocuments)
    .where(and(eq(reportDocuments.id, documentId), eq(reportDocuments.userId, userId)))
    .returning({ id: reportDocuments.id });
  return rows.length > 0;
}
