/** What other features and the composition root may use of admin; everything else in this folder is its own. */
export { historyActor } from './history-actor.ts';
export { keysetBatches } from './keyset-batches.ts';
