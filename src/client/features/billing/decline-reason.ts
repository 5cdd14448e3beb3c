/** The decline codes Stripe gives most often, each with its own plain sentence; any other gets a general one. */
const EXPLAINED_DECLINES = [
  'insufficient_funds',
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const;
export type DeclineReason = (typeof EXPLAINED_DECLINES)[number] | 'other';

/** The failed payment's `failureReason` (a Stripe decline code) as one of the reasons a member is told. */
export function declineReasonOf(failureReason: string | null): DeclineReason {
  return EXPLAINED_DECLINES.find((code) => code === failureReason) ?? 'other';
}
