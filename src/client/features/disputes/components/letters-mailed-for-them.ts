import { type LiveMailing, useLetterMailings } from '#client/features/mailing/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { type DisputePhase, disputePhaseOf } from '#shared/rules/dispute-phase.ts';
import { type DisputeReminder, remindersOf } from '#shared/rules/dispute-reminders.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

/**
 * Where a dispute stands as the member reads it on every page. The bureau rows say `ready` until USPS accepts a
 * letter we mail for them, and again once USPS returned it, so the shared phase is told apart here by the mailings:
 * `mail_queued` while every letter still to mail is with our mail service (nothing for the member to do),
 * `mail_returned` when a letter came back to them (check the address, mail it again).
 */
export type ShownPhase = DisputePhase | 'mail_queued' | 'mail_returned';

/** What the member should do now: the shared reminders, with letters we mail left out and returned ones said so. */
export type ShownReminder =
  | DisputeReminder
  | { kind: 'mail_returned'; disputeId: string; accountName: string; bureaus: Bureau[] };

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
  return reminders.flatMap((reminder): ShownReminder[] => {
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
}

/** Whether a letter still to mail is the member's to print (not with our mail service): its wording can change. */
export function useHasLetterToPrint(dispute: DisputeResponse): boolean {
  const ready = dispute.bureaus.some((row) => row.status === 'ready');
  const holderAt = useLetterHolders(ready);
  return dispute.bureaus.some((row) => row.status === 'ready' && holderAt(dispute.id, row.bureau) !== 'mail_service');
}
