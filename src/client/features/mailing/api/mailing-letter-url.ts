import type { Bureau } from '#shared/constants/bureaus.ts';
import type { MailingEnclosure } from '#shared/constants/mailing.ts';

/** The PDF Lob would print with these enclosures: a same-origin link, so the session cookie goes with it. */
export function mailingLetterUrl(disputeId: string, bureau: Bureau, enclosures: readonly MailingEnclosure[]) {
  const base = `/api/disputes/${disputeId}/bureaus/${bureau}/mailing/letter.pdf`;
  return enclosures.length > 0 ? `${base}?enclosures=${enclosures.join(',')}` : base;
}
