import type { Bureau } from '#shared/constants/bureaus.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';

/** Where a letter's PDF is: a same-origin link, so the session cookie goes with it and the browser saves the file. */
export function letterUrl(disputeId: string, bureau: Bureau, kind: LetterKind = 'dispute'): string {
  const base = `/api/disputes/${disputeId}/download-pdf/${bureau}`;
  return kind === 'dispute' ? base : `${base}?kind=${kind}`;
}
