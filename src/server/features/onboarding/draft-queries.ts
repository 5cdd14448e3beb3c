import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import {
  type IdentityDocumentRow,
  identityDocuments,
  type OnboardingDraftRow,
  onboardingDrafts,
} from '#server/db/schema/onboarding.ts';
import { type UserRow, users } from '#server/db/schema/users.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import { type DocumentSide, DRAFT_TTL_MS } from '#shared/constants/onboarding.ts';
import { stepLocked } from './onboarding-errors.ts';

export type DraftChanges = Partial<Omit<OnboardingDraftRow, 'id' | 'tokenHash' | 'userId' | 'createdAt'>>;

const staleBefore = (now: Date) => new Date(now.getTime() - DRAFT_TTL_MS);

/** A visitor's draft behind their cookie, if it is a visitor's and still live. */
export async function findVisitorDraft(db: Executor, token: string, now: Date): Promise<OnboardingDraftRow | null> {
  const [draft] = await db
    .select()
    .from(onboardingDrafts)
    .where(eq(onboardingDrafts.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!draft || draft.userId !== null || draft.updatedAt < staleBefore(now)) return null;
  return draft;
}

/**
 * The draft a member's account was made from, found by the member (not a cookie, which may be gone): it keeps
 * their choice for step 6 however long they take.
 */
export async function findMemberDraft(db: Executor, userId: string): Promise<OnboardingDraftRow | null> {
  const [draft] = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)).limit(1);
  return draft ?? null;
}

export async function insertDraft(db: Executor, token: string, userId: string | null, now: Date) {
  const [draft] = await db
    .insert(onboardingDrafts)
    .values({ tokenHash: hashSessionToken(token), userId, createdAt: now, updatedAt: now })
    .returning();
  if (!draft) throw new Error('draft insert returned no row');
  return draft;
}

/** Every write touches the draft, which keeps it from the purge for another 24 hours. */
export async function updateDraft(db: Executor, id: string, changes: DraftChanges, now: Date) {
  const [draft] = await db
    .update(onboardingDrafts)
    .set({ ...changes, updatedAt: now })
    .where(eq(onboardingDrafts.id, id))
    .returning();
  // Discarded, purged or turned into an account by a parallel request: the caller starts again at step 1.
  if (!draft) throw stepLocked(1);
  return draft;
}

export async function deleteDraft(db: Executor, id: string) {
  await db.delete(onboardingDrafts).where(eq(onboardingDrafts.id, id));
}

/**
 * A visitor's drafts untouched for 24 hours go, their documents with them (cascade). A member's draft (the
 * selection waiting for step 6) is never purged for its age: it goes once the member has a plan, however they
 * started it (the account's deletion takes it too). Answers how many went.
 */
export async function purgeStaleDrafts(db: Executor, now: Date): Promise<number> {
  // Two statements, each led by its own index: one OR over both made every run read the whole table.
  const stale = await db
    .delete(onboardingDrafts)
    .where(and(lt(onboardingDrafts.updatedAt, staleBefore(now)), isNull(onboardingDrafts.userId)))
    .returning({ id: onboardingDrafts.id });
  const withPlan = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.subscriptionStatus, ['pending_verification', 'active', 'past_due']));
  const served = await db
    .delete(onboardingDrafts)
    .where(and(isNotNull(onboardingDrafts.userId), inArray(onboardingDrafts.userId, withPlan)))
    .returning({ id: onboardingDrafts.id });
  return stale.length + served.length;
}

/** The draft as it stands, held (FOR UPDATE) until the caller's transaction ends. */
export async function lockDraft(db: Executor, id: string): Promise<OnboardingDraftRow | null> {
  const [held] = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.id, id)).for('update');
  return held ?? null;
}

/** Step 5: the member the draft was filled in for. */
export async function insertMember(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

/** The tradelines a report just became, by id with their key. */
export function findReportTradelineKeys(db: Executor, reportId: string) {
  return db
    .select({ id: tradelines.id, key: tradelines.tradelineKey })
    .from(tradelines)
    .where(eq(tradelines.reportId, reportId));
}

/** Step 5 done: the draft becomes the new member's, holding only their choice (re-keyed to the stored items). */
export async function handDraftToMember(
  db: Executor,
  draftId: string,
  userId: string,
  selection: OnboardingDraftRow['selection'],
  now: Date,
) {
  await db
    .update(onboardingDrafts)
    .set({
      userId,
      lastStep: 6,
      profileSealed: null,
      reportSealed: null,
      manualItemsSealed: null,
      selection,
      updatedAt: now,
    })
    .where(eq(onboardingDrafts.id, draftId));
}

/** A visitor's documents hang on the draft; a signed-in member's are theirs at once. */
export interface DocumentOwner {
  draftId: string | null;
  userId: string | null;
}

const ownedBy = (owner: DocumentOwner) => {
  if (owner.userId) return eq(identityDocuments.userId, owner.userId);
  if (owner.draftId) return eq(identityDocuments.draftId, owner.draftId);
  throw new Error('a document needs a draft or a member');
};

export async function findDocuments(db: Executor, owner: DocumentOwner): Promise<IdentityDocumentRow[]> {
  return db.select().from(identityDocuments).where(ownedBy(owner));
}

export async function findDocument(db: Executor, owner: DocumentOwner, side: DocumentSide) {
  const [row] = await db
    .select()
    .from(identityDocuments)
    .where(and(ownedBy(owner), eq(identityDocuments.side, side)))
    .limit(1);
  return row ?? null;
}

/** A new photo of a side replaces the old one in one statement, so two uploads at once cannot collide. */
export async function replaceDocument(
  db: Executor,
  owner: DocumentOwner,
  document: Omit<typeof identityDocuments.$inferInsert, 'draftId' | 'userId'>,
): Promise<IdentityDocumentRow> {
  const { side: _side, ...replaced } = document;
  const ownerColumn = owner.userId ? identityDocuments.userId : identityDocuments.draftId;
  const [row] = await db
    .insert(identityDocuments)
    .values({ ...document, ...(owner.userId ? { userId: owner.userId } : { draftId: owner.draftId }) })
    .onConflictDoUpdate({
      target: [ownerColumn, identityDocuments.side],
      targetWhere: sql`${ownerColumn} is not null`,
      // A new photo is a new file: it gets a new name too.
      set: { ...replaced, id: sql`gen_random_uuid()` },
    })
    .returning();
  if (!row) throw new Error('document upsert returned no row');
  return row;
}

export async function deleteDocument(db: Executor, owner: DocumentOwner, side: DocumentSide) {
  await db.delete(identityDocuments).where(and(ownedBy(owner), eq(identityDocuments.side, side)));
}

/** At account creation the draft's photos become the member's. */
export async function moveDocumentsToUser(db: Executor, draftId: string, userId: string) {
  await db.update(identityDocuments).set({ draftId: null, userId }).where(eq(identityDocuments.draftId, draftId));
}
