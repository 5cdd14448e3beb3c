/**
 * Why a MISMO document was refused. The API turns the reason into a sentence in the member's language, so the
 * list is closed: adding a reason means adding its translations.
 */
export const MISMO_IMPORT_ERROR_REASONS = [
  'not_xml',
  'too_large',
  'unsafe_xml',
  'unsupported_format',
  'missing_parts',
] as const;
export type MismoImportErrorReason = (typeof MISMO_IMPORT_ERROR_REASONS)[number];

export class MismoImportError extends Error {
  override name = 'MismoImportError';
  constructor(
    readonly reason: MismoImportErrorReason,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
