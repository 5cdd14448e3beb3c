/** What other features and the composition root may use of disputes; everything else in this folder is its own. */
export { bureauViewsOf } from './bureau-view.ts';
export type { DisputeRecord } from './queries.ts';
export { findBureauAnswers, findDisputeRecords } from './queries.ts';
export { changeDisputeStatus } from './update-status.ts';
