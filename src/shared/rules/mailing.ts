import type { Bureau } from '#shared/constants/bureaus.ts';
import type { MailingStatus, TrackingStep } from '#shared/constants/mailing.ts';
import { zonedDayOf } from './zoned-day.ts';

/** Where each bureau opens its mail: Experian in Allen, TX; Equifax in Atlanta, GA; TransUnion in Chester, PA. */
const BUREAU_TIME_ZONES: Readonly<Record<Bureau, string>> = {
  experian: 'America/Chicago',
  equifax: 'America/New_York',
  transunion: 'America/New_York',
};

/**
 * The calendar day of a USPS scan where the bureau is: the FCRA's 30 days count from the day the bureau received
 * the letter, its own day, not the server's UTC one (a delivery at 8 pm in Allen is already tomorrow in UTC).
 */
export function scanDayAtBureau(instant: Date, bureau: Bureau): string {
  return zonedDayOf(instant, BUREAU_TIME_ZONES[bureau]);
}

/** What a scan says of the letter's trip. Every scan but a return shows USPS carrying it toward the bureau. */
const STATUS_OF_STEP: Readonly<Record<TrackingStep, MailingStatus>> = {
  mailed: 'mailed',
  in_transit: 'in_transit',
  in_local_area: 'in_transit',
  processed_for_delivery: 'in_transit',
  pickup_available: 'in_transit',
  re_routed: 'in_transit',
  issue: 'in_transit',
  delivered: 'delivered',
  returned_to_sender: 'returned',
};

const RANK: Readonly<Partial<Record<MailingStatus, number>>> = { queued: 0, mailed: 1, in_transit: 2, delivered: 3 };

interface Scan {
  step: TrackingStep;
  occurredAt: Date;
}

/**
 * The scans in the order USPS made them (a stable sort: scans of one instant keep Lob's order), the bureau's
 * delivery (the first delivery scan before any return), and whether USPS returned the letter before the bureau had
 * it. A delivery scan after a return is at the member's door; a return after the bureau's delivery changes nothing
 * for the bureau, which had the letter.
 */
function tripOf(scans: readonly Scan[]) {
  const ordered = [...scans].sort((a, b) => +a.occurredAt - +b.occurredAt);
  const firstReturn = ordered.findIndex((scan) => scan.step === 'returned_to_sender');
  const beforeReturn = firstReturn === -1 ? ordered : ordered.slice(0, firstReturn);
  const delivery = beforeReturn.find((scan) => scan.step === 'delivered');
  return { ordered, delivery, returnedUndelivered: firstReturn !== -1 && !delivery };
}

/**
 * The status a mailing reaches from the scans Lob reported (any order, any repetition): the furthest one along,
 * never behind where it stands, since events arrive late and out of order. Cancelled and returned are final; a
 * return counts only while the bureau has not had the letter (tripOf). Lob reports a letter `deleted` only when it
 * was cancelled before printing, so that cancels a letter still queued.
 */
export function nextMailingStatus(current: MailingStatus, scans: readonly Scan[], deleted = false): MailingStatus {
  if (current === 'cancelled' || current === 'returned') return current;
  const { ordered, returnedUndelivered } = tripOf(scans);
  if (returnedUndelivered && current !== 'delivered') return 'returned';
  if (current === 'queued' && deleted && scans.length === 0) return 'cancelled';
  let next: MailingStatus = current;
  for (const scan of ordered) {
    if (scan.step === 'returned_to_sender') continue;
    const status = STATUS_OF_STEP[scan.step];
    if ((RANK[status] ?? -1) > (RANK[next] ?? -1)) next = status;
  }
  return next;
}

/**
 * The mailing's days at the bureau: mailed on the day of USPS's first scan (any scan proves USPS had it, should
 * the acceptance scan itself never come), delivered on the day of the first delivery scan before any return.
 */
export function mailingDays(
  scans: readonly Scan[],
  bureau: Bureau,
): { mailedOn: string | null; deliveredOn: string | null } {
  const { ordered, delivery } = tripOf(scans);
  const first = ordered[0];
  return {
    mailedOn: first ? scanDayAtBureau(first.occurredAt, bureau) : null,
    deliveredOn: delivery ? scanDayAtBureau(delivery.occurredAt, bureau) : null,
  };
}
