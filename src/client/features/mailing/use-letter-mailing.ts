import { useQuery } from '@tanstack/react-query';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { MailingStatus } from '#shared/constants/mailing.ts';
import type { Mailing } from '#shared/schemas/mailing.ts';
import { useMailingOffer } from './api/get-mailing-offer.ts';
import { mailingsQueryOptions } from './api/get-mailings.ts';

/** A mailing that still says something about its letter: a cancelled one gives the member both choices back. */
export type LiveMailing = Mailing & { status: Exclude<MailingStatus, 'cancelled'> };

const isLive = (mailing: Mailing): mailing is LiveMailing => mailing.status !== 'cancelled';

/**
 * Mailing for one bureau letter: `offered` once we know it is available and what this letter's mailings are (so the
 * button never shows over a mailing still loading), and the letter's latest mailing unless it was cancelled.
 */
export function useLetterMailing(disputeId: string, bureau: Bureau) {
  const offer = useMailingOffer();
  const available = offer.data?.available === true;
  const mailings = useQuery({ ...mailingsQueryOptions, enabled: available });
  // Newest first: the first one of this letter is where it stands.
  const latest = mailings.data?.mailings.find((one) => one.disputeId === disputeId && one.bureau === bureau);
  return {
    offered: available && mailings.isSuccess,
    mailing: latest && isLive(latest) ? latest : null,
  };
}
