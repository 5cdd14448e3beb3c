/** What other features and the composition root may use of billing; everything else in this folder is its own. */
export { recordMailingCharge } from './mailing-charge.ts';
export { readPaymentPage } from './payment-pages.ts';
export { feeCharged, findMemberPaymentPage } from './payment-queries.ts';
export { refundOwedIfEndedNow } from './service.ts';
export type { ChargeJob } from './stripe/charge-job.ts';
export { createChargeJob } from './stripe/charge-job.ts';
export { readChargeFailure } from './stripe/charge-retries.ts';
export { processorUnavailable } from './stripe/processor-unavailable.ts';
export { createStripe } from './stripe/stripe-client.ts';
export { restartStoppedCharge } from './stripe/stripe-queries.ts';
