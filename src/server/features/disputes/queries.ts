import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import { bureauResponseLetters, disputeBureaus, disputes, letters } from '#server/db/schema/disputes.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeBureauRow = typeof disputeBureaus.$inferSelect;
export type LetterRow = typeof letters.$inferSelect;
export type TradelineRow = typeof tradelines.$inferSelect;
/** What a list needs of a bureau's answer letter: never the file itself. */
export interface ResponseLetterInfo {
  disputeBureauId: string;
  contentType: (typeof bureauResponseLetters.$inferSelect)['contentType'];
  uploadedAt: Date;
}

export interface DisputeRecord {
  dispute: DisputeRow;
  item: TradelineRow;
  bureaus: DisputeBureauRow[];
  /** The newest version of each letter (by bureau and kind). */
  letters: LetterRow[];
  /** The bureaus' own answer letters the member kept, by bureau row. */
  responseLetters: ResponseLetterInfo[];
}

/**
 * Disputes with their item, bureau rows and newest letters; `userId` null means any member's (admins).
 * Withdrawn drafts are left out of lists, but one asked for by id is still found.
 */
export async function findDisputeRecords(
  db: Executor,
  filter: { userId: string | null; ids?: string[] },
): Promise<DisputeRecord[]> {
  const rows = await db
    .select({ dispute: disputes, item: tradelines })
    .from(disputes)
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(
      and(
        filter.userId ? eq(disputes.userId, filter.userId) : undefined,
        filter.ids ? inArray(disputes.id, filter.ids) : undefined,
        filter.ids ? undefined : ne(disputes.status, 'withdrawn'),
      ),
    )
    .orderBy(desc(disputes.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.dispute.id);
  const bureauRows = await db.select().from(disputeBureaus).where(inArray(disputeBureaus.disputeId, ids));
  const responseLetterRows = bureauRows.length
    ? await db
        .select({
          disputeBureauId: bureauResponseLetters.disputeBureauId,
          contentType: bureauResponseLetters.contentType,
          uploadedAt: bureauResponseLetters.uploadedAt,
        })
        .from(bureauResponseLetters)
        .where(
          inArray(
            bureauResponseLetters.disputeBureauId,
            bureauRows.map((row) => row.id),
          ),
        )
    : [];
  const letterRows = await db
    .select()
    .from(letters)
    .where(inArray(letters.disputeId, ids))
    .orderBy(desc(letters.version));
  return rows.map(({ dispute, item }) => ({
    dispute,
    item,
    bureaus: bureauRows.filter((row) => row.disputeId === dispute.id),
    responseLetters: responseLetterRows.filter((letter) =>
      bureauRows.some((row) => row.id === letter.disputeBureauId && row.disputeId === dispute.id),
    ),
    letters: letterRows.filter(
      (row, index, all) =>
        row.disputeId === dispute.id &&
        all.findIndex(
          (other) => other.disputeId === row.disputeId && other.bureau === row.bureau && other.kind === row.kind,
        ) === index,
    ),
  }));
}

/** One dispute its owner (or an admin) may see; anyone else finds nothing. */
export async function findVisibleDispute(
  db: Executor,
  viewer: { id: string; isAdmin: boolean },
  id: string,
): Promise<DisputeRecord | null> {
  const [record] = await findDisputeRecords(db, { userId: viewer.isAdmin ? null : viewer.id, ids: [id] });
  return record ?? null;
}

/**
 * Every bureau's part of the member's sent disputes, answered or not, with the report each item was disputed
 * from: what "items removed" is counted from.
 */
export function findBureauAnswers(db: Executor, userId: string) {
  return db
    .select({
      reportId: tradelines.reportId,
      tradelineKey: disputes.tradelineKey,
      bureau: disputeBureaus.bureau,
      outcome: disputeBureaus.outcome,
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .where(eq(disputes.userId, userId));
}

/** The member says they have an FTC identity theft report or a police report for this dispute's letters. */
export async function recordIdentityTheftReport(db: Executor, disputeId: string): Promise<void> {
  await db.update(disputes).set({ identityTheftReport: true }).where(eq(disputes.id, disputeId));
}

/** Whose dispute this is, without reading it: null when there is none. */
export async function findDisputeOwner(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ userId: disputes.userId }).from(disputes).where(eq(disputes.id, id));
  return row?.userId ?? null;
}
