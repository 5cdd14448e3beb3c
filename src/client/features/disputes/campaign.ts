import type { CampaignState } from '#shared/constants/campaign.ts';
import type { CampaignStep } from '#shared/schemas/campaign.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

/**
 * A campaign as the member's summary counts it: something to do (a letter to mail, an answer that calls for a next
 * step, a recipient past its date), waiting for an answer, or won (every bureau deleted the item).
 */
export const CAMPAIGN_STANDINGS = ['waiting_on_you', 'in_progress', 'won'] as const;
export type CampaignStanding = (typeof CAMPAIGN_STANDINGS)[number];

const STANDING_OF: Readonly<Record<CampaignState, CampaignStanding | null>> = {
  waiting_on_member: 'waiting_on_you',
  late: 'waiting_on_you',
  ready_for_next_round: 'waiting_on_you',
  waiting_on_recipients: 'in_progress',
  won: 'won',
  closed: null,
};

export const isCampaignStanding = (value: string | null): value is CampaignStanding =>
  CAMPAIGN_STANDINGS.some((standing) => standing === value);

/** Where a sent dispute's campaign stands; a draft (or one waiting for its payment, or withdrawn) has none yet. */
export function standingOf(dispute: Pick<DisputeResponse, 'status' | 'campaignState'>): CampaignStanding | null {
  if (dispute.status === 'draft' || dispute.status === 'pending' || dispute.status === 'withdrawn') return null;
  return STANDING_OF[dispute.campaignState];
}

/** The steps after the first letters, round by round (2, 3 ...), each round oldest first as the server sends them. */
export function roundsOf(steps: readonly CampaignStep[]): { round: number; steps: CampaignStep[] }[] {
  const rounds = new Map<number, CampaignStep[]>();
  for (const step of steps) rounds.set(step.round, [...(rounds.get(step.round) ?? []), step]);
  return [...rounds.entries()].sort(([a], [b]) => a - b).map(([round, inRound]) => ({ round, steps: inRound }));
}

/** What a campaign asks of the member now, beside the first letters' reminders (`remindersOf`). */
export type CampaignReminder =
  | { kind: 'mail_step'; disputeId: string; accountName: string; steps: CampaignStep[] }
  | { kind: 'file_complaint'; disputeId: string; accountName: string }
  | { kind: 'step_late'; disputeId: string; accountName: string; steps: CampaignStep[] }
  | { kind: 'next_step'; disputeId: string; accountName: string; count: number };

/**
 * A later letter written and not mailed yet, a complaint prepared and not filed, a recipient past its answer date,
 * and, when nothing is prepared yet, the next steps the answers call for.
 */
export function campaignRemindersOf(disputes: readonly DisputeResponse[]): CampaignReminder[] {
  return disputes.flatMap((dispute): CampaignReminder[] => {
    if (standingOf(dispute) === null) return [];
    const { id: disputeId, accountName } = dispute;
    const ready = dispute.steps.filter((step) => step.status === 'ready');
    const letters = ready.filter((step) => step.kind !== 'cfpb_complaint');
    const late = dispute.steps.filter((step) => step.overdue);
    const reminders: CampaignReminder[] = [];
    if (late.length > 0) reminders.push({ kind: 'step_late', disputeId, accountName, steps: late });
    if (letters.length > 0) reminders.push({ kind: 'mail_step', disputeId, accountName, steps: letters });
    if (letters.length < ready.length) reminders.push({ kind: 'file_complaint', disputeId, accountName });
    if (ready.length === 0 && dispute.nextSteps.length > 0 && standingOf(dispute) === 'waiting_on_you') {
      reminders.push({ kind: 'next_step', disputeId, accountName, count: dispute.nextSteps.length });
    }
    return reminders;
  });
}
