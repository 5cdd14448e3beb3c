/** The largest credit report file accepted (MISMO XML): a tri-merge with an embedded PDF is a few MB. */
export const MAX_REPORT_FILE_BYTES = 20 * 1024 * 1024;

/** Why a report file was refused; the client words each one. */
export const REPORT_FILE_REFUSALS = [
  'not_xml',
  'too_large',
  'unsafe_xml',
  'unsupported_format',
  'missing_parts',
  'no_file',
] as const;
