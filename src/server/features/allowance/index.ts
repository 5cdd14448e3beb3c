/** What other features and the composition root may use of allowance; everything else in this folder is its own. */
export { endSubscription } from './end-subscription.ts';
export { mailingFeeStatus } from './mailing-fees.ts';
export { openPlan } from './open-plan.ts';
export { releaseQueuedDrafts } from './release-queued-drafts.ts';
export { settleDueSubscriptions } from './settle-due-subscriptions.ts';
export {
  billClosedPeriods,
  createSettledStatus,
  openPaidForPeriod,
  STRIPE_CHARGE_STATUSES,
  settleMember,
  settleSubscription,
} from './settle-subscription.ts';
export { submitWithinAllowance } from './submit-within-allowance.ts';
export type { BillingPeriodRow, SubscriptionRow } from './subscription-queries.ts';
export {
  cancelScheduledCharges,
  countSubmittedDisputes,
  findLatestSubscription,
  findOpenSubscription,
  findRightToCancelEnd,
  recordHistory,
  setSubscriptionStatus,
} from './subscription-queries.ts';
