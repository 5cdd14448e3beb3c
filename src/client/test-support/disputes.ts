import type { Bureau } from '#shared/constants/bureaus.ts';
import { STEP_LAW } from '#shared/constants/campaign.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import type { CampaignStep, NextStep } from '#shared/schemas/campaign.ts';
import type { DisputeBureau, DisputeResponse } from '#shared/schemas/disputes.ts';
import type { ProfileResponse } from '#shared/schemas/profile.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import { aNegativeItem } from './credit.ts';

/** An instant `days` from now (negative: in the past), as the API writes instants. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** The calendar day `days` from today, as YYYY-MM-DD (tests run in UTC). */
export const dayFromToday = (days: number) => daysFromNow(days).slice(0, 10);

/**
 * One bureau's side of a dispute whose letter was written ten days ago and mailed five days ago (so due in
 * 30 days from its arrival), not answered yet, unless overridden.
 */
export function aBureauRow(bureau: Bureau, overrides: Partial<DisputeBureau> = {}): DisputeBureau {
  return {
    bureau,
    status: 'mailed',
    readyAt: daysFromNow(-10),
    mailedOn: dayFromToday(-5),
    trackingNumber: null,
    deliveredOn: null,
    clockStartsOn: dayFromToday(0),
    clockBasis: 'mailed',
    responseDueOn: dayFromToday(30),
    respondedAt: null,
    outcome: null,
    overdue: false,
    daysLeft: 30,
    extended: false,
    responseLetter: null,
    reappearedAt: null,
    ...overrides,
  };
}

/** A draft from the create form about the collection of `aNegativeItem`; override what a test is about. */
export const aDispute = exampleOf<DisputeResponse>(() => {
  const item = aNegativeItem();
  return {
    id: '11111111-1111-4111-8111-111111111111',
    negativeItemId: item.id,
    disputeReason: 'not_mine',
    reasonCodes: ['not_mine'],
    reasonText: 'Account not mine',
    additionalDetails: null,
    status: 'draft',
    createdAt: daysFromNow(-6),
    updatedAt: daysFromNow(-6),
    submittedAt: null,
    resolvedAt: null,
    accountName: item.creditorName,
    accountNumber: item.accountNumberMasked,
    itemType: item.itemType,
    reportingEndedOn: null,
    identityTheftReport: false,
    queued: false,
    letterContent: null,
    bureaus: [],
    followUps: [],
    steps: [],
    nextSteps: [],
    campaignState: 'closed',
  };
});

/** A dispute sent to the three bureaus five days ago, with its letters. */
export const aSentDispute = exampleOf<DisputeResponse>(() => {
  const bureaus = (['experian', 'equifax', 'transunion'] as const).map((bureau) => aBureauRow(bureau));
  return aDispute({
    status: 'sent',
    submittedAt: daysFromNow(-5),
    updatedAt: daysFromNow(-5),
    letterContent: JSON.stringify({
      experian: 'Experian\nP.O. Box 4500\nAllen, TX 75013\n\nI am writing to dispute…',
      equifax: 'Equifax Information Services LLC\n\nI am writing to dispute…',
      transunion: 'TransUnion Consumer Solutions\n\nI am writing to dispute…',
      generatedAt: daysFromNow(-5),
    }),
    bureaus,
    campaignState: 'waiting_on_recipients',
  });
});

/**
 * A step of round 2: Equifax asked how it verified the item, the letter written two days ago and not mailed yet,
 * unless overridden.
 */
export const aStep = exampleOf<CampaignStep>(() => ({
  id: '71111111-1111-4111-8111-111111111111',
  kind: 'method_of_verification',
  bureau: 'equifax',
  round: 2,
  recipient: 'bureau',
  recipientName: 'Equifax Information Services LLC',
  status: 'ready',
  preparedAt: daysFromNow(-2),
  sentOn: null,
  reference: null,
  responseDueOn: null,
  answeredOn: null,
  outcome: null,
  answer: null,
  overdue: false,
  hasLetter: true,
}));

/** What Equifax's "verified" calls for first: asking how it checked (§ 1681i(a)(7)), unless overridden. */
export const aNextStep = exampleOf<NextStep>(() => ({
  kind: 'method_of_verification',
  bureau: 'equifax',
  reason: 'bureau_verified',
  law: STEP_LAW.method_of_verification,
  needs: [],
  suggestedRecipient: null,
}));

/** A member's mailing details as the API returns them (the SSN only by its last four). */
export const aProfile = exampleOf<ProfileResponse>(() => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  dateOfBirth: '1988-04-12',
  ssnLast4: '6789',
  phone: '(555) 123-4567',
  address: { street: '12 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62701' },
  updatedAt: daysFromNow(-30),
}));
