import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { lobEvents, type MailingRow, mailings, mailingTracking } from '#server/db/schema/mailings.ts';
import type { TrackingScan } from './lob-client.ts';

/** A mailing with the dispute and bureau its letter is for. */
export type TrackedMailing = MailingRow & Pick<typeof disputeBureaus.$inferSelect, 'disputeId' | 'bureau'>;

function selectTracked(db: Executor) {
  return db
    .select({ mailing: mailings, disputeId: disputeBureaus.disputeId, bureau: disputeBureaus.bureau })
    .from(mailings)
    .innerJoin(disputeBureaus, eq(disputeBureaus.id, mailings.disputeBureauId));
}

/** The one mailing Lob's letter id names (a unique index says there is at most one), or null. */
export async function findMailingByLobLetter(db: Executor, lobLetterId: string): Promise<TrackedMailing | null> {
  const [row] = await selectTracked(db).where(eq(mailings.lobLetterId, lobLetterId));
  return row ? { ...row.mailing, disputeId: row.disputeId, bureau: row.bureau } : null;
}

/** Stores the scans not stored yet; answers those that were new. */
export async function insertScans(db: Executor, mailingId: string, scans: readonly TrackingScan[]) {
  if (scans.length === 0) return [];
  return db
    .insert(mailingTracking)
    .values(scans.map((scan) => ({ ...scan, mailingId })))
    .onConflictDoNothing()
    .returning({ id: mailingTracking.id, step: mailingTracking.step });
}

/** Every scan stored for the mailing, oldest first. */
export function findScans(db: Executor, mailingId: string) {
  return db
    .select({ step: mailingTracking.step, occurredAt: mailingTracking.occurredAt })
    .from(mailingTracking)
    .where(eq(mailingTracking.mailingId, mailingId))
    .orderBy(asc(mailingTracking.occurredAt));
}

/**
 * Letters Lob holds that may have moved without our hearing of it: not final, nothing heard of them since
 * `heardBefore`, and, when still queued, past their send date (before it nothing can have happened). Those heard
 * of longest ago first, at most `limit`.
 */
export async function findMailingsToReconcile(
  db: Executor,
  { heardBefore, now, limit }: { heardBefore: Date; now: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ lobLetterId: mailings.lobLetterId })
    .from(mailings)
    .where(
      and(
        isNotNull(mailings.lobLetterId),
        inArray(mailings.status, ['queued', 'mailed', 'in_transit']),
        lt(sql`coalesce(${mailings.lastHeardAt}, ${mailings.createdAt})`, heardBefore),
        or(ne(mailings.status, 'queued'), isNull(mailings.sendAfter), lte(mailings.sendAfter, now)),
      ),
    )
    .orderBy(sql`coalesce(${mailings.lastHeardAt}, ${mailings.createdAt})`)
    .limit(limit);
  return rows.flatMap((row) => (row.lobLetterId ? [row.lobLetterId] : []));
}

/** Stores a webhook event's id; false when it was stored already (the insert waits for another's to commit). */
export async function claimLobEvent(
  db: Executor,
  event: { id: string; type: string },
  receivedAt: Date,
): Promise<boolean> {
  const [claimed] = await db
    .insert(lobEvents)
    .values({ id: event.id, type: event.type, receivedAt, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: lobEvents.id });
  return Boolean(claimed);
}

export async function recordLobEventOutcome(
  db: Executor,
  eventId: string,
  result: { outcome: string; userId: string | null },
): Promise<void> {
  await db.update(lobEvents).set(result).where(eq(lobEvents.id, eventId));
}
