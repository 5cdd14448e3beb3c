import type { TFunction } from 'i18next';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { type CampaignStepKind, RECIPIENT_OF, type StepRecipient } from '#shared/constants/campaign.ts';

/**
 * Whom a step goes to, in the member's words: the bureau by its name, the CFPB by its own, a company by the name on
 * its letter (or on the report) when there is one, else what it is ("the company that reported it").
 */
export function recipientText(
  t: TFunction,
  step: { recipient: StepRecipient; bureau: Bureau; recipientName: string | null },
): string {
  if (step.recipient === 'bureau') return t(`bureaus.${step.bureau}`);
  if (step.recipient === 'cfpb') return t('campaign.recipients.cfpb');
  return step.recipientName ?? t(`campaign.recipients.${step.recipient}`);
}

/** The recipient of a step still to take: the name the report gives, if any. */
export const proposedRecipientText = (
  t: TFunction,
  proposal: { kind: CampaignStepKind; bureau: Bureau; suggestedRecipient: { name: string } | null },
) =>
  recipientText(t, {
    recipient: RECIPIENT_OF[proposal.kind],
    bureau: proposal.bureau,
    recipientName: proposal.suggestedRecipient?.name ?? null,
  });

/** A list in the reader's words: "Experian and Equifax" / "Experian y Equifax". */
export const listText = (language: string, items: readonly string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
