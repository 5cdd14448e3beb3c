// The credit feature's public entry: what other features use of it.
export { useReportFile } from './check-report-file.ts';
export { UploadProgressBar } from './components/upload-progress-bar.tsx';
export { siteInfoQueryOptions } from './manual/api/get-credit-provider.ts';
export { ManualItemForm } from './manual/components/manual-item-form.tsx';
