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
  /** A vendor's status answer instead of a report: what the vendor said, one reason each. */
  'vendor_not_ready',
  'vendor_processing',
  'vendor_login_failed',
  'vendor_bureau_failed',
  'vendor_other_format',
] as const;
export type ReportFileRefusal = (typeof REPORT_FILE_REFUSALS)[number];

/** The format a stored report was read from: the MISMO version is the document's own (2.3.1, 2.4, 3.4...). */
export const REPORT_FORMAT_PATTERN = /^(demo|manual|mismo-[23](\.\d{1,2}){1,2})$/;

/**
 * Why an imported file is not the member's: the names differ; the names agree and the birth dates do not; or
 * only part of the name agrees and the member or the file gives no birth date to confirm it.
 */
export const IDENTITY_MISMATCHES = ['name', 'date_of_birth', 'date_of_birth_needed'] as const;
export type IdentityMismatch = (typeof IDENTITY_MISMATCHES)[number];

/** A bureau report saved as PDF (AnnualCreditReport.com) is one to a few MB. */
export const MAX_REPORT_PDF_BYTES = 10 * 1024 * 1024;
/** Three bureaus, a few pulls a year each: more than this is not a member keeping their reports. */
export const MAX_REPORT_PDFS_PER_MEMBER = 12;
