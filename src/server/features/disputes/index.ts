/** What other features and the composition root may use of disputes; everything else in this folder is its own. */
export { bureauViewsOf } from './bureau-view.ts';
export type { Deletion } from './campaign-queries.ts';
export { findBureauStandings, findDeletions, markReappeared } from './campaign-queries.ts';
export { draftReinsertionLetter } from './campaign-steps.ts';
export { campaignFactsOf } from './campaign-view.ts';
export type { DisputeRecord } from './queries.ts';
export { findDisputeRecords } from './queries.ts';
export { toDisputeResponse } from './to-response.ts';
export type { MailProgress } from './update-status.ts';
export { changeDisputeStatus, recordMailProgress } from './update-status.ts';
