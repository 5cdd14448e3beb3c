import { MAX_REPORT_FILE_BYTES } from '#shared/constants/credit-files.ts';

export type FileRefusal = 'not_xml' | 'too_large';

/** What the browser can tell before sending: the server decides by the content anyway. */
export function checkReportFile(file: { name: string; size: number; type: string }): FileRefusal | null {
  if (file.size > MAX_REPORT_FILE_BYTES) return 'too_large';
  const looksLikeXml = /\.xml$/i.test(file.name) || /xml/.test(file.type);
  return looksLikeXml ? null : 'not_xml';
}
