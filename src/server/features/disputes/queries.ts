import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import { bureauResponseLetters, disputeBureaus, disputes, letters } from '#server/db/schema/disputes.ts';
import { mailings } from '#server/db/schema/mailings.ts';
import { users } from '#server/db/schema/users.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { ACTIVE_MAILING_STATUSES } from '#shared/constants/mailing.ts';
import { type DisputeStepRow, findStepsOf } from './campaign-queries.ts';

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
  /** The newest version of each of the dispute's own letters (by bureau and kind); a step's are found by its id. */
  letters: LetterRow[];
  /** The bureaus' own answer letters the member kept, by bureau row. */
  responseLetters: ResponseLetterInfo[];
  /** The campaign's later steps, oldest first. */
  steps: DisputeStepRow[];
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
    .where(and(inArray(letters.disputeId, ids), isNull(letters.stepId)))
    .orderBy(desc(letters.version));
  const stepRows = await findStepsOf(db, ids);
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
    steps: stepRows.filter((step) => step.disputeId === dispute.id),
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

/** The member says they have an FTC identity theft report or a police report for this dispute's letters. */
export async function recordIdentityTheftReport(db: Executor, disputeId: string): Promise<void> {
  await db.update(disputes).set({ identityTheftReport: true }).where(eq(disputes.id, disputeId));
}

/** Whose dispute this is, without reading it: null when there is none. */
export async function findDisputeOwner(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ userId: disputes.userId }).from(disputes).where(eq(disputes.id, id));
  return row?.userId ?? null;
}

/** One of the member's own items, by id; another member's finds nothing. */
export async function findOwnTradeline(db: Executor, userId: string, tradelineId: string) {
  const [item] = await db
    .select()
    .from(tradelines)
    .where(and(eq(tradelines.id, tradelineId), eq(tradelines.userId, userId)));
  return item ?? null;
}

/** Every dispute the member filed on this account (by tradeline key), with each bureau's outcome, one row a bureau. */
export function findEarlierDisputes(db: Executor, userId: string, tradelineKey: string) {
  return db
    .select({ dispute: disputes, outcome: disputeBureaus.outcome })
    .from(disputes)
    .leftJoin(disputeBureaus, eq(disputeBureaus.disputeId, disputes.id))
    .where(and(eq(disputes.userId, userId), eq(disputes.tradelineKey, tradelineKey)));
}

/** Those of `ids` that are the member's, with their status. */
export function findOwnDisputeStatuses(db: Executor, userId: string, ids: string[]) {
  return db
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(and(eq(disputes.userId, userId), inArray(disputes.id, ids)));
}

export async function updateDisputeBureau(
  db: Executor,
  disputeId: string,
  bureau: Bureau,
  change: Partial<DisputeBureauRow>,
): Promise<void> {
  await db
    .update(disputeBureaus)
    .set(change)
    .where(and(eq(disputeBureaus.disputeId, disputeId), eq(disputeBureaus.bureau, bureau)));
}

export async function updateDispute(db: Executor, disputeId: string, change: Partial<DisputeRow>): Promise<void> {
  await db.update(disputes).set(change).where(eq(disputes.id, disputeId));
}

type NewResponseLetter = typeof bureauResponseLetters.$inferInsert;

/** The bureau's answer letter kept with one bureau row; a new one replaces the old. */
export async function upsertResponseLetter(
  db: Executor,
  disputeBureauId: string,
  values: Omit<NewResponseLetter, 'disputeBureauId'>,
): Promise<void> {
  await db
    .insert(bureauResponseLetters)
    .values({ disputeBureauId, ...values })
    .onConflictDoUpdate({ target: bureauResponseLetters.disputeBureauId, set: values });
}

/** The sealed file of a bureau row's answer letter, with its type; null when none was kept. */
export async function findResponseLetterFile(db: Executor, disputeBureauId: string) {
  const [stored] = await db
    .select({ contentType: bureauResponseLetters.contentType, fileSealed: bureauResponseLetters.fileSealed })
    .from(bureauResponseLetters)
    .where(eq(bureauResponseLetters.disputeBureauId, disputeBureauId));
  return stored ?? null;
}

/** Who a member is, as an audit entry names its target. */
export async function findAuditTarget(db: Executor, userId: string) {
  const [owner] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return owner ?? null;
}

/** Whether CreditPath is mailing this bureau's letter through Lob (a live mailing: queued, or on its way). */
export async function isMailedByUs(db: Executor, disputeBureauId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: mailings.id })
    .from(mailings)
    .where(and(eq(mailings.disputeBureauId, disputeBureauId), inArray(mailings.status, [...ACTIVE_MAILING_STATUSES])))
    .limit(1);
  return found !== undefined;
}
