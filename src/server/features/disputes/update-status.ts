import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, notFound } from '#server/errors.ts';
import { notify } from '#server/features/notifications/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { deadlineOf, isOverdue, todayBounds } from '#shared/rules/bureau-clock.ts';
import { canTransition, deriveDisputeStatus } from '#shared/rules/dispute-status.ts';
import { addDays, noonOf } from '#shared/rules/iso-date.ts';
import type {
  MarkDeliveredRequest,
  MarkMailedRequest,
  RecordAnswerRequest,
  UpdateDisputeStatusRequest,
} from '#shared/schemas/disputes.ts';
import {
  type DisputeBureauRow,
  type DisputeRecord,
  findDisputeRecords,
  findVisibleDispute,
  isMailedByUs,
  updateDispute,
  updateDisputeBureau,
} from './queries.ts';
import { type DisputeDeps, getDispute, type Viewer } from './service.ts';

export const invalidTransition = (reason: string) =>
  new AppError('INVALID_TRANSITION', 409, 'The dispute cannot move that way', { reason });
const adminsOnly = () => new AppError('FORBIDDEN', 403, 'Only an admin notes that a bureau took a dispute up');

/** A move on one bureau of a sent dispute, as the member or an admin asks for it. */
export type BureauMove =
  | { kind: 'mailed'; request: MarkMailedRequest }
  | { kind: 'delivered'; request: MarkDeliveredRequest }
  | { kind: 'new_information' }
  | { kind: 'in_review' }
  | { kind: 'answer'; request: RecordAnswerRequest };

export interface Locked {
  tx: Transaction;
  record: DisputeRecord;
  owner: NonNullable<Awaited<ReturnType<typeof lockUser>>>;
  isOwner: boolean;
  now: Date;
}

/**
 * Runs `change` on the dispute under its owner's lock, so it is ordered after any submission or other answer
 * under way, and reads the dispute again once locked. Another member's dispute is not found.
 */
export async function withLockedDispute(
  deps: DisputeDeps,
  viewer: Viewer,
  id: string,
  change: (locked: Locked) => Promise<void>,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await findVisibleDispute(tx, viewer, id);
    if (!found) throw notFound();
    const owner = await lockUser(tx, found.dispute.userId);
    const record = await findVisibleDispute(tx, viewer, id);
    if (!record || !owner) throw notFound();
    await change({ tx, record, owner, isOwner: record.dispute.userId === viewer.id, now });
  });
}

/** The letter's own day: a member cannot have mailed it before it was written, nor after today. */
export function checkDay(day: string, notBefore: string, now: Date, reason: string) {
  if (day < notBefore || day > todayBounds(now).latest) throw invalidTransition(reason);
}

/** The day a letter was written, read generously: the member's own day may be behind UTC's. */
export const writtenOn = (writtenAt: Date) => todayBounds(writtenAt).earliest;

/**
 * What one move changes on the bureau row, checked against the row as it stands. The clock is worked out
 * again from the dates after every change, so a corrected mailing day or a delivery moves the due date.
 */
function nextBureauRow(move: BureauMove, row: DisputeBureauRow, now: Date): Partial<DisputeBureauRow> {
  if (row.status === 'answered') throw invalidTransition('answered');
  const mailed = row.status !== 'ready';
  if (move.kind === 'mailed') {
    const { mailedOn, trackingNumber } = move.request;
    checkDay(mailedOn, writtenOn(row.readyAt), now, 'mailed_date');
    if (row.deliveredOn && mailedOn > row.deliveredOn) throw invalidTransition('mailed_date');
    const dates = { mailedOn, deliveredOn: row.deliveredOn, extended: row.extended };
    return {
      status: mailed ? row.status : 'mailed',
      mailedOn,
      trackingNumber: trackingNumber ?? null,
      responseDueOn: deadlineOf(dates)?.dueOn ?? null,
    };
  }
  if (!mailed || !row.mailedOn) throw invalidTransition('not_mailed');
  switch (move.kind) {
    case 'delivered': {
      checkDay(move.request.deliveredOn, row.mailedOn, now, 'delivered_date');
      const dates = { mailedOn: row.mailedOn, deliveredOn: move.request.deliveredOn, extended: row.extended };
      return {
        status: row.status === 'mailed' ? 'delivered' : row.status,
        deliveredOn: move.request.deliveredOn,
        responseDueOn: deadlineOf(dates)?.dueOn ?? null,
      };
    }
    case 'new_information': {
      // FCRA § 611(a)(1)(B): new information within the first 30 days gives the bureau 15 more.
      const clock = deadlineOf({ ...row, extended: false });
      if (row.extended || !clock || todayBounds(now).earliest > addDays(clock.startsOn, INVESTIGATION_DAYS)) {
        throw invalidTransition('extension_not_available');
      }
      return { extended: true, responseDueOn: deadlineOf({ ...row, extended: true })?.dueOn ?? null };
    }
    case 'in_review':
      // Already under review: nothing changes, so nothing is recorded.
      if (row.status === 'in_review') throw invalidTransition('in_review');
      return { status: 'in_review' };
    case 'answer': {
      const { outcome, respondedOn } = move.request;
      if (outcome === 'no_response') {
        if (!isOverdue(row, now)) throw invalidTransition('not_yet_due');
      } else if (respondedOn) {
        checkDay(respondedOn, row.deliveredOn ?? row.mailedOn, now, 'answer_date');
      }
      return {
        status: 'answered',
        outcome,
        respondedAt: respondedOn && outcome !== 'no_response' ? noonOf(respondedOn) : now,
      };
    }
  }
}

/** Writes one bureau row's change; the dispute's own status follows its bureaus. Answers that status. */
async function changeBureauRow(
  tx: Transaction,
  record: DisputeRecord,
  row: DisputeBureauRow,
  change: Partial<DisputeBureauRow>,
  now: Date,
) {
  const { dispute } = record;
  await updateDisputeBureau(tx, dispute.id, row.bureau, change);
  const next = deriveDisputeStatus(
    record.bureaus.map((other) => (other.id === row.id ? { ...other, ...change } : other)),
  );
  if (next !== dispute.status) {
    if (!canTransition(dispute.status, next)) throw invalidTransition(dispute.status);
    const final = next === 'resolved' || next === 'rejected';
    await updateDispute(tx, dispute.id, { status: next, updatedAt: now, ...(final ? { resolvedAt: now } : {}) });
  }
  return next;
}

/**
 * One move on one bureau of a dispute. The member mails, confirms delivery, notes new information and records
 * the bureau's answer; an admin may note that a bureau took the dispute up and record answers too. The
 * dispute's own status follows its bureaus. An admin's change is written to the audit log in the same
 * transaction, whichever route it came through: it is never made without its entry.
 */
export async function moveBureau(
  deps: DisputeDeps,
  viewer: Viewer,
  target: { id: string; bureau: Bureau },
  move: BureauMove,
  audit: AuditContext,
): Promise<void> {
  await withLockedDispute(deps, viewer, target.id, async ({ tx, record, owner, isOwner, now }) => {
    const { dispute } = record;
    const memberOnly = move.kind === 'mailed' || move.kind === 'delivered' || move.kind === 'new_information';
    if (memberOnly && !isOwner) throw notFound();
    if (move.kind === 'in_review' && !viewer.isAdmin) throw adminsOnly();
    // A bureau that does not report the item has no letter and no part in the dispute.
    const row = record.bureaus.find((bureauRow) => bureauRow.bureau === target.bureau);
    if (!row) throw notFound();
    // A letter CreditPath is mailing is moved by USPS's scans alone: a day typed by hand would fight them.
    if ((move.kind === 'mailed' || move.kind === 'delivered') && (await isMailedByUs(tx, row.id))) {
      throw invalidTransition('mailed_by_us');
    }
    const change = nextBureauRow(move, row, now);
    const next = await changeBureauRow(tx, record, row, change, now);
    if (move.kind === 'answer') {
      const data = { disputeId: dispute.id, bureau: target.bureau, outcome: move.request.outcome };
      const subjectKey = `${dispute.id}:${target.bureau}`;
      await notify(tx, { userId: dispute.userId, kind: 'answer_recorded', subjectKey, data }, now);
    }
    if (isOwner || (move.kind !== 'answer' && move.kind !== 'in_review')) return;
    await recordAudit(
      tx,
      audit,
      {
        action: move.kind === 'answer' ? 'dispute_outcome_recorded' : 'dispute_review_recorded',
        target: owner,
        details: {
          disputeId: dispute.id,
          bureau: target.bureau,
          outcome: change.outcome ?? null,
          respondedOn: change.respondedAt?.toISOString().slice(0, 10) ?? null,
          newStatus: next,
        },
      },
      now,
    );
  });
}

/** The owner takes back a draft that has not gone out. */
async function withdrawDraft(deps: DisputeDeps, viewer: Viewer, id: string): Promise<void> {
  await withLockedDispute(deps, viewer, id, async ({ tx, record, isOwner, now }) => {
    if (!isOwner) throw notFound();
    if (!canTransition(record.dispute.status, 'withdrawn')) throw invalidTransition(record.dispute.status);
    await updateDispute(tx, id, { status: 'withdrawn', updatedAt: now });
  });
}

/** The older status route (docs/product-rules.md, Disputes): a withdrawal, or a bureau move in its older shape. */
export async function changeDisputeStatus(
  deps: DisputeDeps,
  viewer: Viewer,
  id: string,
  request: UpdateDisputeStatusRequest,
  audit: AuditContext,
): Promise<void> {
  if (!('bureau' in request)) return withdrawDraft(deps, viewer, id);
  const move: BureauMove =
    'newInformation' in request
      ? { kind: 'new_information' }
      : 'outcome' in request
        ? { kind: 'answer', request: { outcome: request.outcome, respondedOn: request.respondedOn } }
        : { kind: 'in_review' };
  return moveBureau(deps, viewer, { id, bureau: request.bureau }, move, audit);
}

/** The member's routes: the change, then the dispute as its viewer sees it. */
export async function updateDisputeStatus(
  deps: DisputeDeps,
  viewer: Viewer,
  id: string,
  request: UpdateDisputeStatusRequest,
  audit: AuditContext,
) {
  await changeDisputeStatus(deps, viewer, id, request, audit);
  return getDispute(deps, viewer, id);
}

export async function moveBureauAndGet(
  deps: DisputeDeps,
  viewer: Viewer,
  target: { id: string; bureau: Bureau },
  move: BureauMove,
  audit: AuditContext,
) {
  await moveBureau(deps, viewer, target, move, audit);
  return getDispute(deps, viewer, target.id);
}

/**
 * What USPS's scans say of a letter CreditPath mailed: its acceptance (with its certified number), its delivery, or
 * its return to the member (`returned`, with the certified number it went out with).
 */
export type MailProgress =
  | { mailedOn: string; trackingNumber: string | null }
  | { deliveredOn: string }
  | { returned: string | null };

/**
 * A letter USPS brought back never reached the bureau: no clock runs, and the row is ready to mail again, by the
 * member or by us. Only the row that still tracks that letter (its certified number) goes back, and only while it
 * is mailed: a row delivered to the bureau keeps its clock whatever USPS scans later, and a row the member has since
 * moved on (mailed again themselves, an answer) keeps what they said.
 */
function returnedRow(row: DisputeBureauRow, trackingNumber: string | null): Partial<DisputeBureauRow> | null {
  if (row.status !== 'mailed') return null;
  if (trackingNumber === null || row.trackingNumber !== trackingNumber) return null;
  return {
    status: 'ready',
    mailedOn: null,
    trackingNumber: null,
    deliveredOn: null,
    responseDueOn: null,
    extended: false,
  };
}

/**
 * A letter mailed through Lob moves its bureau row by itself, in the caller's transaction (under the member's
 * lock), by the same rules as the member's own move: the clock counts from the delivery day once there is one.
 * A row that cannot take the move (answered already, or a day the rules refuse) is left as it is: the scans are
 * facts, not requests, and the member keeps the row they moved. Answers the row's due day, or null when left.
 */
export async function recordMailProgress(
  tx: Transaction,
  target: { disputeId: string; bureau: Bureau },
  progress: MailProgress,
  now: Date,
): Promise<{ responseDueOn: string | null } | null> {
  const [record] = await findDisputeRecords(tx, { userId: null, ids: [target.disputeId] });
  const row = record?.bureaus.find((bureauRow) => bureauRow.bureau === target.bureau);
  if (!record || !row) return null;
  if ('returned' in progress) {
    const change = returnedRow(row, progress.returned);
    if (!change) return null;
    await changeBureauRow(tx, record, row, change, now);
    return { responseDueOn: null };
  }
  const move: BureauMove =
    'deliveredOn' in progress
      ? { kind: 'delivered', request: { deliveredOn: progress.deliveredOn } }
      : {
          kind: 'mailed',
          request: {
            mailedOn: progress.mailedOn,
            ...(progress.trackingNumber && { trackingNumber: progress.trackingNumber }),
          },
        };
  let change: Partial<DisputeBureauRow>;
  try {
    change = nextBureauRow(move, row, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_TRANSITION') return null;
    throw error;
  }
  await changeBureauRow(tx, record, row, change, now);
  return { responseDueOn: change.responseDueOn ?? row.responseDueOn };
}
