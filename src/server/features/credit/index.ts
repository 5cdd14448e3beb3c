/** What other features and the composition root may use of credit; everything else in this folder is its own. */
export { analyseReport, bureauScore, tradelineFacts } from './analyse-report.ts';
export { answeringRefusals, invalidReport } from './file-refusals.ts';
export type { ImportPool } from './import-pool.ts';
export { createImportPool, readFileOrThrow } from './import-pool.ts';
export { adoptVisitorItems, checkVisitorItem, visitorManualReport } from './manual/service.ts';
export { MismoImportError, ReportNotYoursError } from './mismo/mismo-error.ts';
export { CREDIT_PROVIDER_TRAITS } from './providers/credit-data-provider.ts';
export { demoProvider, generateDemoReport } from './providers/demo-provider.ts';
export { bureauStanding, findReports, findSealedDocument, reportOriginColumns } from './queries.ts';
export { saveReport } from './save-report.ts';
export { getReport, pullForMember } from './service.ts';
export { lastFourOf } from './summarise-views.ts';
export { averageScore, toNegativeItems } from './to-response.ts';
