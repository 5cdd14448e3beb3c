/** The largest credit report file accepted (MISMO XML): a tri-merge with an embedded PDF is a few MB. */
export const MAX_REPORT_FILE_BYTES = 20 * 1024 * 1024;

/** More accounts than any person's file holds: a document this size is not a consumer's credit report. */
export const MAX_REPORT_ITEMS = 1_000;

/** Why a report file was refused; the client words each one. */
export const REPORT_FILE_REFUSALS = [
  'not_xml',
  'too_large',
  'unsafe_xml',
  'unsupported_format',
  'missing_parts',
  'too_many_items',
  'no_file',
] as const;
export type ReportFileRefusal = (typeof REPORT_FILE_REFUSALS)[number];
