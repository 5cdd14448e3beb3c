import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignStepKind, StepOutcome } from '#shared/constants/campaign.ts';
import type { DisputeReasonCode, ItemType } from '#shared/constants/credit-items.ts';
import type { BureauOutcome } from '#shared/constants/disputes.ts';
import type { Language } from '#shared/constants/languages.ts';

export interface ComplaintFacts {
  memberName: string;
  /** The creditor as the report names it, and the account's last four when known. */
  creditorName: string;
  accountNumberLast4: string | null;
  itemType: ItemType;
  reasons: readonly DisputeReasonCode[];
  /** Round 1, per bureau: YYYY-MM-DD days, or null when the member did not say. */
  bureaus: readonly {
    bureau: Bureau;
    mailedOn: string | null;
    deliveredOn: string | null;
    responseDueOn: string | null;
    respondedOn: string | null;
    outcome: BureauOutcome | null;
  }[];
  /** Later steps already sent (letters), oldest first. */
  steps: readonly {
    kind: CampaignStepKind;
    bureau: Bureau;
    sentOn: string | null;
    responseDueOn: string | null;
    answeredOn: string | null;
    outcome: StepOutcome | null;
  }[];
}

/**
 * The complaint's text for the member to paste into the CFPB's portal, in the member's language, with the
 * documents to attach: only facts the member recorded, each date as they gave it.
 */
export function complaintText(_facts: ComplaintFacts, _language: Language): { text: string; attachments: string[] } {
  throw new Error('not written yet');
}
