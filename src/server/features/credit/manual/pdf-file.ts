/** The PDF standard lets readers look for the end-of-file marker within the last 1024 bytes. */
const EOF_WINDOW_BYTES = 1024;
const FALLBACK_NAME = 'credit-report.pdf';
const MAX_NAME_LENGTH = 100;

/** A PDF by its content: the `%PDF-` header first, and a `%%EOF` marker near the end (not cut short). */
export function isPdf(bytes: Buffer): boolean {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW_BYTES)).includes('%%EOF', 0, 'latin1');
}

/**
 * The uploaded name, safe to store, show and send back in a Content-Disposition header: no folders, accents
 * reduced to their letters, only letters, digits, spaces, dots, dashes, underscores and brackets, ending .pdf.
 */
export function safePdfName(uploaded: string | undefined): string {
  const base = (uploaded ?? '').split(/[\\/]/).at(-1) ?? '';
  const stem = base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - 4)
    .trim();
  return stem ? `${stem}.pdf` : FALLBACK_NAME;
}
