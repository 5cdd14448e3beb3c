import { MAX_REPORT_PDF_BYTES } from '#shared/constants/credit-files.ts';

/**
 * What the browser can tell before sending a bureau report's PDF, as the API's own error codes (their messages
 * are already translated); the server decides by the content anyway.
 */
export function checkReportPdf(file: {
  name: string;
  size: number;
  type: string;
}): 'NOT_A_PDF' | 'FILE_TOO_LARGE' | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'NOT_A_PDF';
  return file.size > MAX_REPORT_PDF_BYTES ? 'FILE_TOO_LARGE' : null;
}

/** A file's size the way people say it: "240 KB", "1.8 MB". */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
