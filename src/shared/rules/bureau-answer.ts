import { BUREAU_OUTCOMES, type BureauDisputeStatus, type BureauOutcome } from '../constants/disputes.ts';

/** What may be recorded for a bureau: it took the dispute up (admins only), or it answered with an outcome. */
export type AnswerChoice = 'in_review' | BureauOutcome;

/**
 * A letter still waiting to be mailed has no answer to record; a mailed or delivered one may be taken up or
 * answered; one in review can only be answered; an answered one is done. No response is offered only once
 * the bureau is late (the server refuses it before).
 */
export function answerChoices(
  row: { status: BureauDisputeStatus; overdue: boolean },
  who: 'member' | 'admin',
): readonly AnswerChoice[] {
  if (row.status === 'ready' || row.status === 'answered') return [];
  const outcomes = BUREAU_OUTCOMES.filter((outcome) => outcome !== 'no_response' || row.overdue);
  return who === 'admin' && row.status !== 'in_review' ? ['in_review', ...outcomes] : outcomes;
}

/** The calendar day of a moment in the reader's own zone, as YYYY-MM-DD (what a date field holds). */
export function localDay(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A day from `first` (the letter written, mailed...) to today, in the reader's zone. */
export function dayBounds(first: string, now: Date): { min: string; max: string } {
  const today = localDay(now);
  // A clock behind the server's can put the first day after today: the field then offers today alone.
  return { min: [first, today].sort()[0] ?? today, max: today };
}

export function isDayAllowed(day: string, bounds: { min: string; max: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= bounds.min && day <= bounds.max;
}
