/** What other features and the composition root may use of admin; everything else in this folder is its own. */
export { historyActor } from './client-records/history-actor.ts';
export { keysetBatches } from './client-records/keyset-batches.ts';
