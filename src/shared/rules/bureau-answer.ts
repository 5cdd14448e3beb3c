import { BUREAU_OUTCOMES, type BureauDisputeStatus, type BureauOutcome } from '#shared/constants/disputes.ts';

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
