import { isActive } from '#shared/rules/dispute-status.ts';
import type { DisputeBureau, DisputeResponse } from '#shared/schemas/disputes.ts';

export interface DisputeGroups {
  all: DisputeResponse[];
  active: DisputeResponse[];
  resolved: DisputeResponse[];
  rejected: DisputeResponse[];
  /** Drafts, and drafts put aside while a payment is checked ("pending"): both wait to be sent. */
  drafts: DisputeResponse[];
}

/** The disputes page's five groups; a withdrawn draft is in none of them. */
export function groupDisputes(disputes: readonly DisputeResponse[]): DisputeGroups {
  const all = disputes.filter((dispute) => dispute.status !== 'withdrawn');
  const newestAnswerFirst = (a: DisputeResponse, b: DisputeResponse) =>
    (b.resolvedAt ?? b.updatedAt).localeCompare(a.resolvedAt ?? a.updatedAt);
  return {
    all,
    active: all.filter((dispute) => isActive(dispute.status)),
    resolved: all.filter((dispute) => dispute.status === 'resolved').sort(newestAnswerFirst),
    rejected: all.filter((dispute) => dispute.status === 'rejected').sort(newestAnswerFirst),
    drafts: all.filter((dispute) => dispute.status === 'draft' || dispute.status === 'pending'),
  };
}

/** A draft can be chosen for sending unless it is already queued behind a payment being verified. */
export const isSelectableDraft = (dispute: DisputeResponse) => !dispute.queued;

/**
 * The bureau answer a dispute waits for next: the earliest due date among mailed bureaus that have not
 * answered and are not late yet; null when none is waiting (not mailed yet, answered or overdue).
 */
export function nearestDue(dispute: DisputeResponse): (DisputeBureau & { responseDueOn: string }) | null {
  const waiting = dispute.bureaus.filter(
    (row): row is DisputeBureau & { responseDueOn: string } =>
      row.outcome === null && !row.overdue && row.responseDueOn !== null,
  );
  return waiting.reduce<(DisputeBureau & { responseDueOn: string }) | null>(
    (nearest, row) => (nearest === null || row.responseDueOn < nearest.responseDueOn ? row : nearest),
    null,
  );
}

/** Bureaus whose time to answer ran out with no answer: a follow-up letter is offered for each. */
export const overdueBureaus = (dispute: DisputeResponse) => dispute.bureaus.filter((row) => row.overdue);

/** The latest finished disputes (resolved or rejected), newest answer first. */
export function recentlyCompleted(disputes: readonly DisputeResponse[], count: number): DisputeResponse[] {
  const { resolved, rejected } = groupDisputes(disputes);
  return [...resolved, ...rejected]
    .sort((a, b) => (b.resolvedAt ?? b.updatedAt).localeCompare(a.resolvedAt ?? a.updatedAt))
    .slice(0, count);
}
