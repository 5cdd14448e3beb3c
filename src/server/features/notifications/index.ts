/** What other features and the composition root may use of notifications; everything else in this folder is its own. */
export { notify } from './notify.ts';
