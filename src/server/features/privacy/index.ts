/** What other features and the composition root may use of privacy; everything else in this folder is its own. */
export { runDisposal } from './disposal-job.ts';
