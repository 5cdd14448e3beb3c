import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { recordMailingCharge } from '#server/features/billing/index.ts';
import { recordMailProgress } from '#server/features/disputes/index.ts';
import { notify } from '#server/features/notifications/index.ts';
import type { MailingStatus } from '#shared/constants/mailing.ts';
import { mailingDays, nextMailingStatus } from '#shared/rules/mailing.ts';
import type { LobLetterState } from './lob-client.ts';
import { updateMailing } from './queries.ts';
import { findMailingByLobLetter, findScans, insertScans, type TrackedMailing } from './tracking-queries.ts';

export interface TrackingDeps {
  db: Executor;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Where Lob's word on a letter came from: its webhook, or the reconciling job reading the letter back. */
export type TrackingSource = 'webhook' | 'reconcile';

export type LetterOutcome =
  | { outcome: 'unknown_letter'; userId: null }
  | { outcome: 'applied'; userId: string; mailingId: string; status: MailingStatus };

/** Statuses in which USPS has had the letter: its price is owed from the first of them on. */
const MAILED: readonly MailingStatus[] = ['mailed', 'in_transit', 'delivered', 'returned'];

/**
 * What Lob holds about a letter, applied to its mailing: the new scans stored, the mailing moved by them (never
 * backwards), its bureau row moved with it, the price charged once USPS has the letter, and the member told of a
 * delivery, a return or a re-routing. The webhook and the reconciling job both come here, so a scan heard twice
 * (both, or Lob's retry) changes nothing the second time. One transaction under the member's lock, so it is
 * ordered with the member's own moves and with a cancellation.
 */
export async function applyLetterState(
  deps: TrackingDeps,
  state: LobLetterState,
  source: TrackingSource,
): Promise<LetterOutcome> {
  const found = await findMailingByLobLetter(deps.db, state.lobLetterId);
  if (!found) return { outcome: 'unknown_letter', userId: null };
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    await lockUser(tx, found.userId);
    // Read again once locked: a cancellation or the other source may have moved it meanwhile.
    const mailing = await findMailingByLobLetter(tx, state.lobLetterId);
    if (!mailing) return null;
    const status = await moveMailing(tx, mailing, state, now);
    return { mailing, status };
  });
  if (!result) return { outcome: 'unknown_letter', userId: null };
  const { mailing, status } = result;
  if (status !== mailing.status) {
    deps.log.info({ mailingId: mailing.id, from: mailing.status, to: status, source }, 'mailing moved');
  }
  return { outcome: 'applied', userId: mailing.userId, mailingId: mailing.id, status };
}

async function moveMailing(tx: Transaction, mailing: TrackedMailing, state: LobLetterState, now: Date) {
  const newScans = await insertScans(tx, mailing.id, state.tracking);
  // Every scan stored, not only this event's: events come late and out of order, and each carries what Lob knew.
  const scans = await findScans(tx, mailing.id);
  const status = nextMailingStatus(mailing.status, scans, state.deleted);
  const days = status === 'cancelled' ? { mailedOn: null, deliveredOn: null } : mailingDays(scans, mailing.bureau);
  const trackingNumber = state.trackingNumber ?? mailing.trackingNumber;
  const target = { disputeId: mailing.disputeId, bureau: mailing.bureau };
  const notice = { userId: mailing.userId, subjectKey: mailing.id };
  const letter = { disputeId: mailing.disputeId, bureau: mailing.bureau };

  if (days.mailedOn && days.mailedOn !== mailing.mailedOn) {
    await recordMailProgress(tx, target, { mailedOn: days.mailedOn, trackingNumber }, now);
  }
  if (days.deliveredOn && days.deliveredOn !== mailing.deliveredOn) {
    const moved = await recordMailProgress(tx, target, { deliveredOn: days.deliveredOn }, now);
    // A row the member already moved past delivery (the bureau answered) has no clock left to tell of.
    if (moved?.responseDueOn && status === 'delivered') {
      const data = { ...letter, deliveredOn: days.deliveredOn, dueOn: moved.responseDueOn };
      await notify(tx, { ...notice, kind: 'mail_delivered', data }, now);
    }
  }
  if (status === 'returned' && mailing.status !== 'returned') {
    // Told only when the letter is the member's to mail again: a row delivered to the bureau keeps its clock.
    const movedBack = await recordMailProgress(tx, target, { returned: trackingNumber }, now);
    if (movedBack) await notify(tx, { ...notice, kind: 'mail_returned', data: letter }, now);
  }
  if (newScans.some((scan) => scan.step === 're_routed')) {
    await notify(tx, { ...notice, kind: 'mail_rerouted', data: letter }, now);
  }
  // Charged once, when USPS first has the letter (CROA: never before); a cancelled letter never gets here.
  const paymentId =
    mailing.paymentId ??
    (MAILED.includes(status)
      ? await recordMailingCharge(tx, {
          userId: mailing.userId,
          mailingId: mailing.id,
          amountCents: mailing.priceCents,
          now,
        })
      : null);

  await updateMailing(tx, mailing.id, {
    status,
    trackingNumber,
    sendAfter: state.sendAfter ?? mailing.sendAfter,
    expectedDeliveryOn: state.expectedDeliveryOn ?? mailing.expectedDeliveryOn,
    mailedOn: days.mailedOn ?? mailing.mailedOn,
    deliveredOn: days.deliveredOn ?? mailing.deliveredOn,
    paymentId,
    lastHeardAt: now,
    updatedAt: now,
  });
  return status;
}
