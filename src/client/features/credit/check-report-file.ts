import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { MAX_REPORT_FILE_BYTES, REPORT_FILE_REFUSALS } from '#shared/constants/credit-files.ts';

export type FileRefusal = 'not_xml' | 'too_large';

/** What the browser can tell before sending: the server decides by the content anyway. */
export function checkReportFile(file: { name: string; size: number; type: string }): FileRefusal | null {
  if (file.size > MAX_REPORT_FILE_BYTES) return 'too_large';
  const looksLikeXml = /\.xml$/i.test(file.name) || /xml/.test(file.type);
  return looksLikeXml ? null : 'not_xml';
}

/**
 * Choosing a file to send, for a picker and a drop alike: a file the browser can already refuse (`check`) is not
 * sent and the refusal is said (`refusalText`); one that may go clears the last problem and progress.
 */
export function useChosenFile<Refusal extends string>(
  check: (file: File) => Refusal | null,
  refusalText: (refusal: Refusal) => string,
) {
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  /** Whether the chosen file may go. */
  const accept = (file: File | undefined): file is File => {
    if (!file) return false;
    const refusal = check(file);
    if (refusal) {
      setProblem(refusalText(refusal));
      return false;
    }
    setProblem(null);
    setProgress(0);
    return true;
  };
  return { progress, setProgress, problem, setProblem, accept };
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
