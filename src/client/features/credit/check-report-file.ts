import { useTranslation } from 'react-i18next';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useChosenFile } from '#client/lib/use-chosen-file.ts';
import { MAX_REPORT_FILE_BYTES, REPORT_FILE_REFUSALS } from '#shared/constants/credit-files.ts';

export type FileRefusal = 'not_xml' | 'too_large';

/** What the browser can tell before sending: the server decides by the content anyway. */
export function checkReportFile(file: { name: string; size: number; type: string }): FileRefusal | null {
  if (file.size > MAX_REPORT_FILE_BYTES) return 'too_large';
  const looksLikeXml = /\.xml$/i.test(file.name) || /xml/.test(file.type);
  return looksLikeXml ? null : 'not_xml';
}

/**
 * Choosing a report file to send: a file the browser can already refuse is not sent and the refusal is said; while
 * one goes, its progress; when the server refuses it, why (or what went wrong), in the member's words.
 */
export function useReportFile() {
  const { t } = useTranslation();
  const { setProblem, ...choice } = useChosenFile(checkReportFile, (refusal) => t(`credit.upload.reasons.${refusal}`));
  const refused = (error: Error) => {
    const reason = error instanceof ApiError ? error.body?.reason : undefined;
    const known = REPORT_FILE_REFUSALS.find((refusal) => refusal === reason);
    setProblem(known ? t(`credit.upload.reasons.${known}`) : errorMessage(error, t));
  };
  return { ...choice, refused };
}
