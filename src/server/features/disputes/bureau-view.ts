import { BUREAUS } from '#shared/constants/bureaus.ts';
import { daysUntil, deadlineOf, isOverdue } from '#shared/rules/bureau-clock.ts';
import type { DisputeBureau } from '#shared/schemas/disputes.ts';
import type { DisputeBureauRow, DisputeRecord, ResponseLetterInfo } from './queries.ts';

/** One bureau's part of a dispute as both the member and the admin see it. */
function toBureauView(row: DisputeBureauRow, letter: ResponseLetterInfo | undefined, now: Date): DisputeBureau {
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
    reappearedAt: row.reappearedAt?.toISOString() ?? null,
  };
}

/** A dispute's bureau rows in the bureaus' order. */
export function bureauRowsInOrder(record: Pick<DisputeRecord, 'bureaus'>): DisputeBureauRow[] {
  return BUREAUS.flatMap((bureau) => record.bureaus.filter((row) => row.bureau === bureau));
}

/** Each bureau's part of a dispute, in the bureaus' order, with the answer letter it has if any. */
export function bureauViewsOf(record: Pick<DisputeRecord, 'bureaus' | 'responseLetters'>, now: Date): DisputeBureau[] {
  return bureauRowsInOrder(record).map((row) =>
    toBureauView(
      row,
      record.responseLetters.find((letter) => letter.disputeBureauId === row.id),
      now,
    ),
  );
}
