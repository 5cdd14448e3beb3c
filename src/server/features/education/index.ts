/** What other features and the composition root may use of education; everything else in this folder is its own. */
export { seedArticles } from './seed-articles.ts';
