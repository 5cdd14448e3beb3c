import type { BureauDisputeStatus, BureauOutcome, DisputeStatus } from '#shared/constants/disputes.ts';

/**
 * Where a dispute stands in the member's own terms, said the same way on every page: a draft, a draft
 * waiting for a payment to be verified, letters ready to print and mail, letters mailed and waiting for the
 * bureaus, some bureaus answered, or closed with a result. The stored status cannot say "mailed": only the
 * bureau rows know whether the member mailed the letters. Nor can it say that a resolved dispute left the item
 * at a bureau that verified it (or never answered): that one is resolved only in part, the item still listed.
 */
export const DISPUTE_PHASES = [
  'draft',
  'waiting_for_payment',
  'ready_to_mail',
  'mailed',
  'partly_answered',
  'resolved',
  'resolved_in_part',
  'rejected',
  'withdrawn',
] as const;
export type DisputePhase = (typeof DISPUTE_PHASES)[number];

export function disputePhaseOf(dispute: {
  status: DisputeStatus;
  queued: boolean;
  bureaus: readonly { status: BureauDisputeStatus; outcome?: BureauOutcome | null }[];
}): DisputePhase {
  switch (dispute.status) {
    case 'draft':
      return dispute.queued ? 'waiting_for_payment' : 'draft';
    case 'pending':
      return 'waiting_for_payment';
    case 'resolved':
      return dispute.bureaus.some((row) => row.outcome === 'verified' || row.outcome === 'no_response')
        ? 'resolved_in_part'
        : 'resolved';
    case 'rejected':
    case 'withdrawn':
      return dispute.status;
    default:
      if (dispute.bureaus.length === 0 || dispute.bureaus.some((row) => row.status === 'ready')) return 'ready_to_mail';
      return dispute.bureaus.some((row) => row.status === 'answered') ? 'partly_answered' : 'mailed';
  }
}
