import type { BureauDisputeStatus, DisputeStatus } from '../constants/disputes.ts';

/**
 * Where a dispute stands in the member's own terms, said the same way on every page: a draft, a draft
 * waiting for a payment to be verified, letters ready to print and mail, letters mailed and waiting for the
 * bureaus, some bureaus answered, or closed with a result. The stored status cannot say "mailed": only the
 * bureau rows know whether the member mailed the letters.
 */
export const DISPUTE_PHASES = [
  'draft',
  'waiting_for_payment',
  'ready_to_mail',
  'mailed',
  'partly_answered',
  'resolved',
  'rejected',
  'withdrawn',
] as const;
export type DisputePhase = (typeof DISPUTE_PHASES)[number];

export function disputePhaseOf(dispute: {
  status: DisputeStatus;
  queued: boolean;
  bureaus: readonly { status: BureauDisputeStatus }[];
}): DisputePhase {
  switch (dispute.status) {
    case 'draft':
      return dispute.queued ? 'waiting_for_payment' : 'draft';
    case 'pending':
      return 'waiting_for_payment';
    case 'resolved':
    case 'rejected':
    case 'withdrawn':
      return dispute.status;
    default:
      if (dispute.bureaus.length === 0 || dispute.bureaus.some((row) => row.status === 'ready')) return 'ready_to_mail';
      return dispute.bureaus.some((row) => row.status === 'answered') ? 'partly_answered' : 'mailed';
  }
}
