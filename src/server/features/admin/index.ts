/** What other features and the composition root may use of admin; everything else in this folder is its own. */

export { keysetBatches } from './client-records/export.ts';
export { findSubscriptionHistory } from './client-records/queries.ts';
export { historyActor } from './client-records/service.ts';
