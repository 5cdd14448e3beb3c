import { and, arrayContains, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { type MailingRow, mailings, mailingTracking, proofsOfAddress } from '#server/db/schema/mailings.ts';
import { feeCharged } from '#server/features/billing/index.ts';

export type NewMailing = Required<Pick<typeof mailings.$inferInsert, 'id'>> &
  Pick<
    typeof mailings.$inferInsert,
    'id' | 'userId' | 'disputeBureauId' | 'letterId' | 'enclosures' | 'priceCents' | 'createdAt' | 'updatedAt'
  >;
export type ProofOfAddressRow = typeof proofsOfAddress.$inferSelect;

/** A queued mailing Lob has not been asked about yet; the partial unique index refuses a second live one. */
export async function insertMailing(db: Executor, values: NewMailing): Promise<MailingRow> {
  const [row] = await db
    .insert(mailings)
    .values({ ...values, status: 'queued' })
    .returning();
  if (!row) throw new Error('the mailing was not written');
  return row;
}

export async function findOwnMailing(db: Executor, userId: string, id: string): Promise<MailingRow | null> {
  const [row] = await db
    .select()
    .from(mailings)
    .where(and(eq(mailings.id, id), eq(mailings.userId, userId)));
  return row ?? null;
}

export async function updateMailing(
  db: Executor,
  id: string,
  changes: Partial<Omit<MailingRow, 'id' | 'userId'>>,
): Promise<MailingRow | null> {
  const [row] = await db.update(mailings).set(changes).where(eq(mailings.id, id)).returning();
  return row ?? null;
}

/** Only a mailing Lob never took: once it holds a letter id the row is Lob's letter's record, kept. */
export async function deleteUnsentMailing(db: Executor, id: string): Promise<void> {
  await db.delete(mailings).where(and(eq(mailings.id, id), isNull(mailings.lobLetterId)));
}

/** Queued mailings written before `before` whose answer from Lob was never stored. */
export function findUnsentMailings(db: Executor, before: Date): Promise<MailingRow[]> {
  return db
    .select()
    .from(mailings)
    .where(and(eq(mailings.status, 'queued'), isNull(mailings.lobLetterId), lt(mailings.createdAt, before)))
    .orderBy(asc(mailings.createdAt));
}

const withBureau = {
  row: mailings,
  disputeId: disputeBureaus.disputeId,
  bureau: disputeBureaus.bureau,
  charged: feeCharged(mailings.paymentId),
};

/**
 * The member's mailings (one, or all newest first), each with its dispute and bureau, whether its fee is charged,
 * and its USPS scans, oldest first.
 */
export async function findMailingsWithTracking(db: Executor, userId: string, id?: string) {
  const rows = await db
    .select(withBureau)
    .from(mailings)
    .innerJoin(disputeBureaus, eq(disputeBureaus.id, mailings.disputeBureauId))
    .where(and(eq(mailings.userId, userId), id ? eq(mailings.id, id) : undefined))
    .orderBy(desc(mailings.createdAt));
  const scans = rows.length
    ? await db
        .select()
        .from(mailingTracking)
        .where(
          inArray(
            mailingTracking.mailingId,
            rows.map(({ row }) => row.id),
          ),
        )
        .orderBy(asc(mailingTracking.occurredAt))
    : [];
  return rows.map((found) => ({ ...found, scans: scans.filter((scan) => scan.mailingId === found.row.id) }));
}

export type MailingWithTracking = Awaited<ReturnType<typeof findMailingsWithTracking>>[number];

export async function upsertProofOfAddress(db: Executor, row: ProofOfAddressRow): Promise<ProofOfAddressRow> {
  const { userId: _userId, ...changes } = row;
  const [stored] = await db
    .insert(proofsOfAddress)
    .values(row)
    .onConflictDoUpdate({ target: proofsOfAddress.userId, set: changes })
    .returning();
  if (!stored) throw new Error('the proof of address was not written');
  return stored;
}

export async function findProofOfAddress(db: Executor, userId: string): Promise<ProofOfAddressRow | null> {
  const [row] = await db.select().from(proofsOfAddress).where(eq(proofsOfAddress.userId, userId));
  return row ?? null;
}

export async function deleteProofOfAddress(db: Executor, userId: string): Promise<void> {
  await db.delete(proofsOfAddress).where(eq(proofsOfAddress.userId, userId));
}

/** Whether a mailing of the member's that Lob has not confirmed yet encloses their proof of address. */
export async function isProofBeingHandedOver(db: Executor, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: mailings.id })
    .from(mailings)
    .where(
      and(
        eq(mailings.userId, userId),
        eq(mailings.status, 'queued'),
        isNull(mailings.lobLetterId),
        arrayContains(mailings.enclosures, ['proof_of_address']),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** The member's queued mailings: with Lob's letter id once Lob confirmed it, null while it is being handed over. */
export function findQueuedLobLetters(db: Executor, userId: string): Promise<{ lobLetterId: string | null }[]> {
  return db
    .select({ lobLetterId: mailings.lobLetterId })
    .from(mailings)
    .where(and(eq(mailings.userId, userId), eq(mailings.status, 'queued')));
}
