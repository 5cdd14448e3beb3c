import { useQuery } from '@tanstack/react-query';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { MailingStatus } from '#shared/constants/mailing.ts';
import type { Mailing } from '#shared/schemas/mailing.ts';
import { mailingOfferQueryOptions } from './api/get-mailing-offer.ts';
import { mailingsQueryOptions } from './api/get-mailings.ts';

/** A mailing that still says something about its letter: a cancelled one gives the member both choices back. */
export type LiveMailing = Mailing & { status: Exclude<MailingStatus, 'cancelled'> };

const isLive = (mailing: Mailing): mailing is LiveMailing => mailing.status !== 'cancelled';

/**
 * The member's mailings, letter by letter: `offered` once we know mailing is available and what the mailings are (so
 * nothing shows over a list still loading), and `mailingOf` a letter's latest mailing unless it was cancelled. The
 * list is asked for only where mailing is offered, and nothing at all while `wanted` is false (no letter to look up);
 * every caller shares the one cached answer.
 */
export function useLetterMailings(wanted = true) {
  const offer = useQuery({ ...mailingOfferQueryOptions, enabled: wanted });
  const available = offer.data?.available === true;
  const mailings = useQuery({ ...mailingsQueryOptions, enabled: available });
  const mailingOf = (disputeId: string, bureau: Bureau): LiveMailing | null => {
    // Newest first: the first one of this letter is where it stands.
    const latest = mailings.data?.mailings.find((one) => one.disputeId === disputeId && one.bureau === bureau);
    return latest && isLive(latest) ? latest : null;
  };
  return { offered: available && mailings.isSuccess, mailingOf };
}

/** Mailing for one bureau letter (useLetterMailings). */
export function useLetterMailing(disputeId: string, bureau: Bureau) {
  const { offered, mailingOf } = useLetterMailings();
  return { offered, mailing: mailingOf(disputeId, bureau) };
}
