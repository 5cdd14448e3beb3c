import type { Bureau } from '#shared/constants/bureaus.ts';
import { ANSWER_DUE_REMINDER_DAYS } from '#shared/constants/disputes.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

/** Something the member should do or know about now, one per dispute and kind. */
export type DisputeReminder =
  | { kind: 'mail_letters'; disputeId: string; accountName: string; bureaus: Bureau[] }
  | { kind: 'answer_due'; disputeId: string; accountName: string; bureau: Bureau; dueOn: string; daysLeft: number }
  | { kind: 'bureau_late'; disputeId: string; accountName: string; bureaus: Bureau[] };

const ORDER: Record<DisputeReminder['kind'], number> = { bureau_late: 0, mail_letters: 1, answer_due: 2 };

/**
 * The reminders that are due: letters written but not mailed (no bureau's clock runs until they are), an
 * answer due within ANSWER_DUE_REMINDER_DAYS, and bureaus whose time ran out (a follow-up letter is ready).
 * The most pressing first.
 */
export function remindersOf(disputes: readonly DisputeResponse[]): DisputeReminder[] {
  const reminders: DisputeReminder[] = [];
  for (const { id: disputeId, accountName, bureaus } of disputes) {
    const unmailed = bureaus.filter((row) => row.status === 'ready').map((row) => row.bureau);
    if (unmailed.length > 0) reminders.push({ kind: 'mail_letters', disputeId, accountName, bureaus: unmailed });
    const late = bureaus.filter((row) => row.overdue).map((row) => row.bureau);
    if (late.length > 0) reminders.push({ kind: 'bureau_late', disputeId, accountName, bureaus: late });
    const soon = bureaus
      .filter((row) => !row.overdue && row.outcome === null && row.responseDueOn !== null && row.daysLeft !== null)
      .filter((row) => (row.daysLeft ?? Number.POSITIVE_INFINITY) <= ANSWER_DUE_REMINDER_DAYS)
      .sort((a, b) => (a.responseDueOn ?? '').localeCompare(b.responseDueOn ?? ''))[0];
    if (soon?.responseDueOn && soon.daysLeft !== null) {
      const { bureau, responseDueOn: dueOn, daysLeft } = soon;
      reminders.push({ kind: 'answer_due', disputeId, accountName, bureau, dueOn, daysLeft });
    }
  }
  return reminders.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}
