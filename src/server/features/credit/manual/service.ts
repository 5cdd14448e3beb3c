import type { AppDeps } from '#server/app-deps.ts';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, notFound, unauthorized } from '#server/errors.ts';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import type {
  ManualEntriesResponse,
  ManualItem,
  ManualItemInput,
  ManualScore,
  ReportNumbers,
} from '#shared/schemas/manual-items.ts';
import { manualTradelineKey } from '#shared/schemas/manual-items.ts';
import { deletionsFrom } from '../history.ts';
import { saveReport, sealAccountNumber, today } from '../save-report.ts';
import { lastFourOf } from '../summarise-views.ts';
import { findEntryIssues } from './check-entry.ts';
import { buildManualReport } from './manual-report.ts';
import {
  countItems,
  deleteItem,
  deleteUndisputedManualReports,
  findDisputedItemKeys,
  findDocuments,
  findItem,
  findItems,
  findManualReportId,
  findMemberName,
  findReportNumbers,
  findScores,
  insertItem,
  replaceReportNumbers,
  replaceScores,
  updateItem,
} from './queries.ts';
import { toManualItem, toReportDocument } from './to-response.ts';

export type ManualDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;

/** Far more than any person's file holds (a full one lists a few dozen accounts): beyond it is not a report. */
export const MAX_MANUAL_ITEMS = 200;

const itemLocked = () =>
  new AppError('ITEM_LOCKED', 409, 'This item has a dispute: it can no longer be changed or removed');
const tooManyItems = () =>
  new AppError('VALIDATION_FAILED', 409, `At most ${MAX_MANUAL_ITEMS} items can be entered`, {
    reason: 'too_many_items',
    issues: [{ path: '', code: 'too_big', message: 'credit.manual.errors.tooManyItems' }],
  });

function checkEntry({ accountNumber: _accountNumber, ...entry }: ManualItemInput, day: string): void {
  const issues = findEntryIssues(entry, day);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', 400, 'The item is not valid', { issues });
}

/** An item typed by a visitor, before any account (the onboarding keeps it in its draft): held to a member's rules. */
export function checkVisitorItem(deps: Pick<ManualDeps, 'clock'>, input: ManualItemInput, itemsBefore: number): void {
  if (itemsBefore >= MAX_MANUAL_ITEMS) throw tooManyItems();
  checkEntry(input, today(deps));
}

/** The report a visitor's items make, built exactly as a member's (no scores: the onboarding asks for none). */
export function visitorManualReport(
  deps: Pick<ManualDeps, 'clock'>,
  items: readonly (ManualItemInput & { id: string })[],
  borrower: { firstName: string; lastName: string },
): ParsedCreditReport {
  return buildManualReport({
    items: items.map(({ id, accountNumber, ...entry }) => ({ id, entry, accountNumber: accountNumber ?? null })),
    scores: [],
    borrower,
    today: today(deps),
  });
}

/**
 * A new member's items from their onboarding: stored as if typed on the account (same ids, so the same tradeline
 * keys and the same chosen items), then their report. Runs in the caller's transaction, which made the member.
 */
export async function adoptVisitorItems(
  deps: ManualDeps,
  tx: Transaction,
  userId: string,
  items: readonly (ManualItemInput & { id: string })[],
): Promise<string | null> {
  const now = deps.clock.now();
  for (const { id, ...input } of items) {
    await insertItem(tx, { id, ...newItemRow(deps, userId, input, now) });
  }
  return rebuildWithin(deps, tx, userId);
}

/**
 * Every change to a member's hand-entered items runs under their row lock, with the report rebuilt in the
 * same transaction: two quick edits queue up, so neither can leave a second current report behind, and a
 * dispute (filed under the same lock) cannot slip in between the "not disputed" check and the change.
 */
export function underMemberLock<T>(deps: ManualDeps, userId: string, work: (tx: Transaction) => Promise<T>) {
  return deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw unauthorized();
    return work(tx);
  });
}

const readAccountNumber = (cipher: Cipher, sealed: Buffer | null) =>
  sealed ? cipher.decrypt(sealed).toString() : null;

/** The report a member's items and scores make today, replacing the snapshots no dispute was filed from. */
async function rebuildWithin(deps: ManualDeps, tx: Transaction, userId: string): Promise<string | null> {
  await deleteUndisputedManualReports(tx, userId);
  const items = await findItems(tx, userId);
  const scores = await findScores(tx, userId);
  if (items.length === 0 && scores.length === 0) return null;
  const borrower = await findMemberName(tx, userId);
  if (!borrower) throw unauthorized();
  const parsed = buildManualReport({
    items: items.map((row) => ({
      id: row.id,
      entry: row.entry,
      accountNumber: readAccountNumber(deps.cipher, row.accountNumberSealed),
    })),
    scores,
    reportNumbers: await findReportNumbers(tx, userId),
    borrower,
    today: today(deps),
    deletions: await deletionsFrom(tx, userId, 'manual'),
  });
  return saveReport({ ...deps, db: tx }, userId, parsed, null);
}

/**
 * The member's hand-entered report analysed again as of today (an item may have aged past its reporting
 * period): its id, or null when they have entered nothing.
 */
export function rebuildManualReport(deps: ManualDeps, userId: string): Promise<string | null> {
  return underMemberLock(deps, userId, (tx) => rebuildWithin(deps, tx, userId));
}

export async function getManualEntries(deps: ManualDeps, userId: string): Promise<ManualEntriesResponse> {
  const items = await findItems(deps.db, userId);
  const scores = await findScores(deps.db, userId);
  const disputed = await findDisputedItemKeys(deps.db, userId);
  const documents = await findDocuments(deps.db, userId);
  const entered = items.length > 0 || scores.length > 0;
  return {
    items: items.map((row) => toManualItem(row, disputed)),
    scores,
    reportNumbers: await findReportNumbers(deps.db, userId),
    documents: documents.map(toReportDocument),
    reportId: entered ? await findManualReportId(deps.db, userId) : null,
  };
}

function sealedAccountNumber(cipher: Cipher, accountNumber: string | null) {
  return {
    accountNumberSealed: sealAccountNumber(cipher, accountNumber),
    accountNumberLast4: lastFourOf(accountNumber),
  };
}

function newItemRow(deps: ManualDeps, userId: string, { accountNumber, ...entry }: ManualItemInput, now: Date) {
  return { userId, entry, ...sealedAccountNumber(deps.cipher, accountNumber ?? null), createdAt: now, updatedAt: now };
}

export async function createItem(deps: ManualDeps, userId: string, input: ManualItemInput): Promise<ManualItem> {
  checkEntry(input, today(deps));
  const now = deps.clock.now();
  return underMemberLock(deps, userId, async (tx) => {
    if ((await countItems(tx, userId)) >= MAX_MANUAL_ITEMS) throw tooManyItems();
    const row = await insertItem(tx, newItemRow(deps, userId, input, now));
    await rebuildWithin(deps, tx, userId);
    return toManualItem(row, new Set());
  });
}

/** A disputed item is part of a letter already: it stays as the letter quotes it. */
async function findChangeableItem(tx: Transaction, userId: string, itemId: string) {
  const row = await findItem(tx, userId, itemId);
  if (!row) throw notFound();
  if ((await findDisputedItemKeys(tx, userId)).has(manualTradelineKey(itemId))) throw itemLocked();
  return row;
}

/** The item's new content; an account number left out is kept, null removes it. */
export async function changeItem(
  deps: ManualDeps,
  userId: string,
  itemId: string,
  input: ManualItemInput,
): Promise<ManualItem> {
  const { accountNumber, ...entry } = input;
  checkEntry(input, today(deps));
  return underMemberLock(deps, userId, async (tx) => {
    await findChangeableItem(tx, userId, itemId);
    const row = await updateItem(tx, userId, itemId, {
      entry,
      ...(accountNumber === undefined ? {} : sealedAccountNumber(deps.cipher, accountNumber)),
      updatedAt: deps.clock.now(),
    });
    if (!row) throw notFound();
    await rebuildWithin(deps, tx, userId);
    return toManualItem(row, new Set());
  });
}

export async function removeItem(deps: ManualDeps, userId: string, itemId: string): Promise<void> {
  await underMemberLock(deps, userId, async (tx) => {
    await findChangeableItem(tx, userId, itemId);
    await deleteItem(tx, userId, itemId);
    await rebuildWithin(deps, tx, userId);
  });
}

/**
 * The member's scores, replacing those entered before: a bureau left out has none. The report numbers likewise
 * when given (undefined leaves them as they were).
 */
export async function setScores(
  deps: ManualDeps,
  userId: string,
  scores: readonly ManualScore[],
  reportNumbers?: ReportNumbers,
): Promise<ManualEntriesResponse> {
  await underMemberLock(deps, userId, async (tx) => {
    await replaceScores(tx, userId, scores);
    if (reportNumbers) await replaceReportNumbers(tx, userId, reportNumbers);
    await rebuildWithin(deps, tx, userId);
  });
  return getManualEntries(deps, userId);
}
