import { type LiveMailing, useLetterMailings } from '#client/features/mailing/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { type DisputePhase, disputePhaseOf } from '#shared/rules/dispute-phase.ts';
import { type DisputeReminder, remindersOf } from '#shared/rules/dispute-reminders.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { type CampaignReminder, type CampaignStanding, campaignRemindersOf, standingOf } from '../campaign.ts';

/**
 * Where a dispute stands as the member reads it on every page. The bureau rows say `ready` until USPS accepts a
 * letter we mail for them, and again once USPS returned it, so the shared phase is told apart here by the mailings:
 * `mail_queued` while every letter still to mail is with our mail service (nothing for the member to do),
 * `mail_returned` when a letter came back to them (check the address, mail it again).
 */
export type ShownPhase = DisputePhase | 'mail_queued' | 'mail_returned';

/**
 * What the member should do now: the shared reminders, with letters we mail left out and returned ones said so, then
 * the campaign's (a later letter to mail, a complaint to file, a recipient past its date, a next step to take).
 */
export type ShownReminder =
  | DisputeReminder
  | { kind: 'mail_returned'; disputeId: string; accountName: string; bureaus: Bureau[] }
  | CampaignReminder;

/** The most pressing first: someone late, then what the member holds, then what is proposed, then what comes. */
const REMINDER_ORDER: Record<ShownReminder['kind'], number> = {
  bureau_late: 0,
  step_late: 1,
  mail_returned: 2,
  mail_letters: 3,
  mail_step: 4,
  file_complaint: 5,
  next_step: 6,
  answer_due: 7,
};

/** Who holds a letter still to mail (a `ready` row): our mail service, the member after USPS returned it, or them. */
type LetterHolder = 'mail_service' | 'returned' | 'member';

function holderOf(mailing: LiveMailing | null): LetterHolder {
  if (mailing === null) return 'member';
  return mailing.status === 'returned' ? 'returned' : 'mail_service';
}

/** The step a phase stands at on the progress bar and in the badge's colour. */
export const basePhaseOf = (phase: ShownPhase): DisputePhase =>
  phase === 'mail_queued' || phase === 'mail_returned' ? 'ready_to_mail' : phase;

/**
 * Reads the member's mailings to tell who holds each letter still to mail: only where mailing is offered, and only
 * when there is such a letter (`wanted`), so pages without one ask nothing more.
 */
function useLetterHolders(wanted: boolean) {
  const { mailingOf } = useLetterMailings(wanted);
  return (disputeId: string, bureau: Bureau) => holderOf(mailingOf(disputeId, bureau));
}

export function useShownPhase(dispute: DisputeResponse): ShownPhase {
  const phase = disputePhaseOf(dispute);
  const holderAt = useLetterHolders(phase === 'ready_to_mail');
  if (phase !== 'ready_to_mail') return phase;
  const holders = dispute.bureaus
    .filter((row) => row.status === 'ready')
    .map((row) => holderAt(dispute.id, row.bureau));
  if (holders.includes('returned')) return 'mail_returned';
  if (holders.length > 0 && holders.every((holder) => holder === 'mail_service')) return 'mail_queued';
  return phase;
}

export function useShownReminders(disputes: readonly DisputeResponse[]): ShownReminder[] {
  const reminders = remindersOf(disputes);
  const holderAt = useLetterHolders(reminders.some((reminder) => reminder.kind === 'mail_letters'));
  const shown = reminders.flatMap((reminder): ShownReminder[] => {
    if (reminder.kind !== 'mail_letters') return [reminder];
    const held = (holder: LetterHolder) =>
      reminder.bureaus.filter((bureau) => holderAt(reminder.disputeId, bureau) === holder);
    const returned = held('returned');
    const unmailed = held('member');
    return [
      ...(returned.length > 0 ? [{ ...reminder, kind: 'mail_returned' as const, bureaus: returned }] : []),
      ...(unmailed.length > 0 ? [{ ...reminder, bureaus: unmailed }] : []),
    ];
  });
  return [...shown, ...campaignRemindersOf(disputes)].sort((a, b) => REMINDER_ORDER[a.kind] - REMINDER_ORDER[b.kind]);
}

/**
 * Where each dispute's campaign stands as the member reads it (`standingOf`), told apart by the mailings as the
 * phase is: a campaign that waits only for first letters our mail service holds waits on no one but USPS, so it is
 * in progress, as its badge says "Queued for mailing".
 */
export function useShownStandings(disputes: readonly DisputeResponse[]) {
  const waitsOnFirstLettersOnly = (dispute: DisputeResponse) =>
    standingOf(dispute) === 'waiting_on_you' &&
    dispute.nextSteps.length === 0 &&
    dispute.steps.every((step) => step.status !== 'ready') &&
    dispute.bureaus.some((row) => row.status === 'ready');
  const holderAt = useLetterHolders(disputes.some(waitsOnFirstLettersOnly));
  return (dispute: DisputeResponse): CampaignStanding | null => {
    if (!waitsOnFirstLettersOnly(dispute)) return standingOf(dispute);
    const ready = dispute.bureaus.filter((row) => row.status === 'ready');
    return ready.every((row) => holderAt(dispute.id, row.bureau) === 'mail_service') ? 'in_progress' : 'waiting_on_you';
  };
}

/** Whether a letter still to mail is the member's to print (not with our mail service): its wording can change. */
export function useHasLetterToPrint(dispute: DisputeResponse): boolean {
  const ready = dispute.bureaus.some((row) => row.status === 'ready');
  const holderAt = useLetterHolders(ready);
  return dispute.bureaus.some((row) => row.status === 'ready' && holderAt(dispute.id, row.bureau) !== 'mail_service');
}
