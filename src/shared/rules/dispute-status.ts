import type { BureauDisputeStatus, BureauOutcome, DisputeStatus } from '#shared/constants/disputes.ts';

/**
 * Every move a dispute may make. A draft is submitted (or queued while a payment is verified, or withdrawn);
 * a submitted dispute is sent with its letters; the bureaus' answers then decide the rest. Resolved,
 * rejected and withdrawn are final: a rejected item is disputed again with a new dispute and new evidence.
 */
export const DISPUTE_TRANSITIONS: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  draft: ['pending', 'submitted', 'withdrawn'],
  pending: ['draft', 'submitted', 'withdrawn'],
  submitted: ['sent'],
  sent: ['in_review', 'resolved', 'rejected'],
  in_review: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
  withdrawn: [],
};

export function canTransition(from: DisputeStatus, to: DisputeStatus): boolean {
  return DISPUTE_TRANSITIONS[from].includes(to);
}

export interface BureauRowState {
  status: BureauDisputeStatus;
  outcome: BureauOutcome | null;
}

const corrected = (outcome: BureauOutcome | null) => outcome === 'deleted' || outcome === 'updated';

/**
 * A sent dispute's status follows its bureaus: resolved once every bureau answered and at least one deleted
 * or corrected the item; rejected once every bureau answered and none did (they verified it, or let the time
 * run out — both call for the follow-up letter, and the item may be disputed again with something new); in
 * review as soon as one bureau took it up or answered; otherwise still sent (its letters ready or in the mail). Once every bureau has answered
 * the dispute is always closed, so an item is never left behind an open dispute.
 */
export function deriveDisputeStatus(rows: readonly BureauRowState[]): 'sent' | 'in_review' | 'resolved' | 'rejected' {
  if (rows.length === 0) return 'sent';
  if (rows.every((row) => row.status === 'answered')) {
    return rows.some((row) => corrected(row.outcome)) ? 'resolved' : 'rejected';
  }
  return rows.some((row) => row.status === 'in_review' || row.status === 'answered') ? 'in_review' : 'sent';
}

/** "Active" is sent, in review or submitted (docs/product-rules.md, Disputes). */
export const isActive = (status: DisputeStatus) =>
  status === 'sent' || status === 'in_review' || status === 'submitted';
