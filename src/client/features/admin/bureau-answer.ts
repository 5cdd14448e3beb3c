import { BUREAU_OUTCOMES, type BureauDisputeStatus, type BureauOutcome } from '#shared/constants/disputes.ts';
import type { RecordBureauAnswerRequest } from '#shared/schemas/admin.ts';

/** What an admin may record for a bureau: it took the dispute up, or it answered with an outcome. */
export type AnswerChoice = 'in_review' | BureauOutcome;

/** A bureau that answered is done; one in review can only answer. */
export function answerChoices(status: BureauDisputeStatus): readonly AnswerChoice[] {
  if (status === 'sent') return ['in_review', ...BUREAU_OUTCOMES];
  if (status === 'in_review') return BUREAU_OUTCOMES;
  return [];
}

export function answerRequest(choice: AnswerChoice, respondedOn: string): RecordBureauAnswerRequest {
  return choice === 'in_review' ? { status: 'in_review' } : { outcome: choice, respondedOn };
}

/** The calendar day of a moment in the admin's own zone, as YYYY-MM-DD (what a date field holds). */
export function localDay(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** An answer comes after the letter was sent and not after today. */
export function answerDayBounds(sentAt: string, now: Date): { min: string; max: string } {
  const today = localDay(now);
  const sent = localDay(new Date(sentAt));
  // A clock behind the server's can put the sent day after today: the field then offers today alone.
  return { min: [sent, today].sort()[0] ?? today, max: today };
}

export function isAnswerDayAllowed(day: string, bounds: { min: string; max: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= bounds.min && day <= bounds.max;
}
