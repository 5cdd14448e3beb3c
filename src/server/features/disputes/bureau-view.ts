import { daysUntil, deadlineOf } from '#shared/rules/bureau-clock.ts';
import { isOverdue } from '#shared/rules/follow-ups.ts';
import type { DisputeBureau } from '#shared/schemas/disputes.ts';
import type { DisputeBureauRow, ResponseLetterInfo } from './queries.ts';

/** One bureau's part of a dispute as both the member and the admin see it. */
export function toBureauView(row: DisputeBureauRow, letter: ResponseLetterInfo | undefined, now: Date): DisputeBureau {
  const deadline = deadlineOf(row);
  return {
    bureau: row.bureau,
    status: row.status,
    readyAt: row.readyAt.toISOString(),
    mailedOn: row.mailedOn,
    trackingNumber: row.trackingNumber,
    deliveredOn: row.deliveredOn,
    clockStartsOn: deadline?.startsOn ?? null,
    clockBasis: deadline?.basis ?? null,
    responseDueOn: row.responseDueOn,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    outcome: row.outcome,
    overdue: isOverdue(row, now),
    daysLeft: row.outcome ? null : daysUntil(row.responseDueOn, now),
    extended: row.extended,
    responseLetter: letter ? { contentType: letter.contentType, uploadedAt: letter.uploadedAt.toISOString() } : null,
  };
}
