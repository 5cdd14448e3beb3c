import { describe, expect, it } from 'vitest';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignStepKind } from '#shared/constants/campaign.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import type { BureauOutcome, DisputeStatus } from '#shared/constants/disputes.ts';
import {
  type CampaignBureauFacts,
  type CampaignFacts,
  type CampaignStepFacts,
  campaignState,
  isStepOverdue,
  latestBureauAnswer,
  nextSteps,
  roundOfNewStep,
  stepResponseDueOn,
} from './campaign.ts';

const now = new Date('2026-12-10T12:00:00Z');

/** Round 1 for `bureau`: mailed and still in its 30 days, or answered with `outcome`. */
const row = (
  bureau: Bureau,
  outcome: BureauOutcome | null = null,
  more: Partial<CampaignBureauFacts> = {},
): CampaignBureauFacts => ({
  bureau,
  status: outcome ? 'answered' : 'mailed',
  responseDueOn: '2026-12-20',
  outcome,
  reappearedAt: null,
  ...more,
});
/** Round 1 whose 30 days ended with no answer. */
const late = (bureau: Bureau) => row(bureau, null, { responseDueOn: '2026-12-01' });
const deletedThenBack = (bureau: Bureau) => row(bureau, 'deleted', { reappearedAt: '2026-12-05T09:00:00.000Z' });

/** A later step: prepared (ready), sent and in its time, or answered with an outcome. */
const step = (
  kind: CampaignStepKind,
  bureau: Bureau,
  state: 'ready' | 'sent' | BureauOutcome,
  more: Partial<CampaignStepFacts> = {},
): CampaignStepFacts => ({
  kind,
  bureau,
  round: 2,
  status: state === 'ready' || state === 'sent' ? state : 'answered',
  sentOn: state === 'ready' ? null : '2026-12-01',
  responseDueOn: state === 'ready' ? null : '2026-12-31',
  outcome: state === 'ready' || state === 'sent' ? null : state,
  ...more,
});

const facts = (
  bureaus: CampaignBureauFacts[],
  steps: CampaignStepFacts[] = [],
  more: { itemType?: ItemType; status?: DisputeStatus; furnisherAddressKnown?: boolean } = {},
): CampaignFacts => ({
  status: 'rejected',
  itemType: 'charge_off',
  furnisherAddressKnown: false,
  bureaus,
  steps,
  ...more,
});

/** A proposal as one line: kind, bureau, reason, and what it needs. */
const proposals = (campaign: CampaignFacts) =>
  nextSteps(campaign, now).map(
    ({ kind, bureau, reason, needs }) => `${kind} ${bureau} ${reason}${needs.length ? ` (${needs.join(', ')})` : ''}`,
  );

const MOV = 'method_of_verification experian bureau_verified';
const NEW_INFO = 'new_information experian bureau_verified (new_information)';

describe('nextSteps', () => {
  it.each<[string, CampaignFacts, string[]]>([
    ['still in its 30 days: nothing yet', facts([row('experian')]), []],
    [
      'verified: how it checked, or a new dispute with something new',
      facts([row('experian', 'verified')]),
      [MOV, NEW_INFO],
    ],
    [
      'verified, the description asked for: the furnisher, whose address the member gives',
      facts([row('experian', 'verified')], [step('method_of_verification', 'experian', 'sent')]),
      [NEW_INFO, 'furnisher_dispute experian verification_answered (recipient_address)'],
    ],
    [
      'the furnisher’s address from the vendor file: nothing to type',
      facts([row('experian', 'verified')], [step('method_of_verification', 'experian', 'verified')], {
        furnisherAddressKnown: true,
      }),
      [NEW_INFO, 'furnisher_dispute experian verification_answered'],
    ],
    [
      'the description prepared but not mailed: not asked again, and no furnisher yet',
      facts([row('experian', 'verified')], [step('method_of_verification', 'experian', 'ready')]),
      [NEW_INFO],
    ],
    [
      'verified by the bureau again and by the furnisher: the statement and the CFPB',
      facts(
        [row('experian', 'verified')],
        [step('method_of_verification', 'experian', 'verified'), step('furnisher_dispute', 'experian', 'verified')],
      ),
      [
        NEW_INFO,
        'statement_of_dispute experian rounds_exhausted (statement)',
        'cfpb_complaint experian rounds_exhausted',
      ],
    ],
    [
      'the description given, the furnisher silent: the statement and the CFPB',
      facts(
        [row('experian', 'verified')],
        [step('method_of_verification', 'experian', 'verified'), step('furnisher_dispute', 'experian', 'no_response')],
      ),
      [
        NEW_INFO,
        'statement_of_dispute experian rounds_exhausted (statement)',
        'cfpb_complaint experian rounds_exhausted',
      ],
    ],
    [
      'the furnisher deleted it: the bureau is left to follow',
      facts(
        [row('experian', 'verified')],
        [step('method_of_verification', 'experian', 'verified'), step('furnisher_dispute', 'experian', 'deleted')],
      ),
      [],
    ],
    [
      'a bureau past its 30 days: the missed deadline and the CFPB',
      facts([late('experian')]),
      ['missed_deadline experian bureau_late', 'cfpb_complaint experian bureau_late'],
    ],
    [
      'a bureau that did not answer: the same',
      facts([row('experian', 'no_response')]),
      ['missed_deadline experian bureau_late', 'cfpb_complaint experian bureau_late'],
    ],
    [
      'verified, then silent on the new dispute: the CFPB only (round 1 was answered, so no deadline of it missed)',
      facts([row('experian', 'verified')], [step('new_information', 'experian', 'no_response')]),
      ['cfpb_complaint experian bureau_late'],
    ],
    [
      'the missed-deadline letter unanswered too: the CFPB only',
      facts([row('experian', 'no_response')], [step('missed_deadline', 'experian', 'no_response')]),
      ['cfpb_complaint experian bureau_late'],
    ],
    [
      'the missed deadline sent: the CFPB still, once',
      facts([late('experian')], [step('missed_deadline', 'experian', 'sent')]),
      ['cfpb_complaint experian bureau_late'],
    ],
    [
      'silent on how it checked: still verified, so the furnisher, and the CFPB (no missed deadline)',
      facts([row('experian', 'verified')], [step('method_of_verification', 'experian', 'no_response')]),
      [
        NEW_INFO,
        'furnisher_dispute experian verification_answered (recipient_address)',
        'cfpb_complaint experian bureau_late',
      ],
    ],
    [
      'the description overdue: the furnisher, and the CFPB',
      facts(
        [row('experian', 'verified')],
        [step('method_of_verification', 'experian', 'sent', { responseDueOn: '2026-12-05' })],
      ),
      [
        NEW_INFO,
        'furnisher_dispute experian verification_answered (recipient_address)',
        'cfpb_complaint experian bureau_late',
      ],
    ],
    ['deleted: nothing', facts([row('experian', 'deleted')]), []],
    [
      'deleted and back on a later report: reinsertion and the CFPB',
      facts([deletedThenBack('experian')]),
      ['reinsertion experian item_reinserted', 'cfpb_complaint experian item_reinserted'],
    ],
    [
      'the reinsertion letter answered with a deletion: nothing more',
      facts(
        [deletedThenBack('experian')],
        [step('reinsertion', 'experian', 'deleted'), step('cfpb_complaint', 'experian', 'sent')],
      ),
      [],
    ],
    ['corrected: nothing', facts([row('experian', 'updated')]), []],
    [
      'a collection: validation from the collector once the letters are out, with the first bureau',
      facts([row('experian'), row('equifax')], [], { itemType: 'collection' }),
      ['debt_validation experian collection_account (recipient_address)'],
    ],
    [
      'a collection deleted by the first bureau: validation with the next',
      facts([row('experian', 'deleted'), row('equifax')], [], { itemType: 'collection', furnisherAddressKnown: true }),
      ['debt_validation equifax collection_account'],
    ],
    [
      'a collection already asked for validation (through any bureau): not again',
      facts([row('experian'), row('equifax')], [step('debt_validation', 'equifax', 'verified')], {
        itemType: 'collection',
      }),
      [],
    ],
    [
      'an accurate late payment two bureaus verified: one goodwill request, to the creditor',
      facts([row('experian', 'verified'), row('equifax', 'verified')], [], { itemType: 'late_payment' }),
      [
        MOV,
        NEW_INFO,
        'goodwill experian late_payment_verified (recipient_address)',
        'method_of_verification equifax bureau_verified',
        'new_information equifax bureau_verified (new_information)',
      ],
    ],
    ['a late payment deleted: no goodwill', facts([row('experian', 'deleted')], [], { itemType: 'late_payment' }), []],
    [
      'a new dispute not yet answered: not another',
      facts([row('experian', 'verified')], [step('new_information', 'experian', 'sent')]),
      [MOV],
    ],
    [
      'a new dispute verified again: another only with something new',
      facts([row('experian', 'verified')], [step('new_information', 'experian', 'verified')]),
      [MOV, NEW_INFO],
    ],
    [
      'a later letter answered deleted: that bureau is done, the others go on',
      facts(
        [row('experian', 'verified'), row('equifax', 'verified')],
        [step('method_of_verification', 'experian', 'deleted')],
      ),
      ['method_of_verification equifax bureau_verified', 'new_information equifax bureau_verified (new_information)'],
    ],
    [
      'a missed deadline answered verified: the bureau verified',
      facts(
        [late('experian')],
        [step('missed_deadline', 'experian', 'verified'), step('cfpb_complaint', 'experian', 'sent')],
      ),
      [MOV, NEW_INFO],
    ],
    [
      'the latest answer counts, by the day it came',
      facts(
        [row('experian', 'verified')],
        [
          step('new_information', 'experian', 'deleted', { answeredOn: '2026-12-08' }),
          step('method_of_verification', 'experian', 'verified', { answeredOn: '2026-12-03' }),
        ],
      ),
      [],
    ],
    [
      'round 1 answered after a later letter was: round 1’s answer is the latest',
      facts(
        [row('experian', 'verified', { answeredOn: '2026-12-09' })],
        [step('missed_deadline', 'experian', 'deleted', { answeredOn: '2026-12-05' })],
      ),
      [MOV, NEW_INFO],
    ],
    [
      'a later letter answered the day round 1 was: the later letter’s answer counts',
      facts(
        [row('experian', 'verified', { answeredOn: '2026-12-05' })],
        [step('method_of_verification', 'experian', 'deleted', { answeredOn: '2026-12-05' })],
      ),
      [],
    ],
    [
      'two answers the same day: the later round’s counts, whatever the order listed',
      facts(
        [row('experian', 'verified')],
        [
          step('new_information', 'experian', 'deleted', { round: 3, answeredOn: '2026-12-08' }),
          step('method_of_verification', 'experian', 'verified', { answeredOn: '2026-12-08' }),
        ],
      ),
      [],
    ],
    [
      'two late bureaus: one complaint, with the first',
      facts([late('experian'), late('equifax')]),
      [
        'missed_deadline experian bureau_late',
        'cfpb_complaint experian bureau_late',
        'missed_deadline equifax bureau_late',
      ],
    ],
    ['a draft: nothing', facts([row('experian', 'verified')], [], { status: 'draft' }), []],
    ['waiting to be sent: nothing', facts([late('experian')], [], { status: 'pending', itemType: 'collection' }), []],
    ['withdrawn: nothing', facts([row('experian', 'verified')], [], { status: 'withdrawn' }), []],
  ])('%s', (_name, campaign, expected) => {
    expect(proposals(campaign)).toEqual(expected);
  });

  it('cites each step’s law', () => {
    const proposed = nextSteps(
      facts([row('experian', 'verified')], [step('method_of_verification', 'experian', 'verified')], {
        furnisherAddressKnown: true,
      }),
      now,
    );
    expect(proposed.find((proposal) => proposal.kind === 'furnisher_dispute')?.law).toBe(
      '15 U.S.C. § 1681s-2(a)(8); 12 CFR 1022.43',
    );
    expect(nextSteps(facts([row('experian', 'verified')]), now)[0]?.law).toBe('15 U.S.C. § 1681i(a)(7)');
  });
});

describe('latestBureauAnswer', () => {
  it('takes the latest by day, round 1 included, and only the letters that asked the bureau to look again', () => {
    const deleted = step('method_of_verification', 'experian', 'deleted', { answeredOn: '2026-12-05' });
    expect(latestBureauAnswer({ outcome: 'verified', answeredOn: '2026-12-01' }, [deleted])).toEqual({
      outcome: 'deleted',
      answeredOn: '2026-12-05',
      step: deleted,
    });
    expect(latestBureauAnswer({ outcome: 'verified', answeredOn: '2026-12-09' }, [deleted])).toEqual({
      outcome: 'verified',
      answeredOn: '2026-12-09',
      step: null,
    });
    const statement = step('statement_of_dispute', 'experian', 'deleted', { answeredOn: '2026-12-05' });
    expect(latestBureauAnswer({ outcome: 'verified', answeredOn: '2026-12-01' }, [statement]).outcome).toBe('verified');
  });
});

describe('roundOfNewStep', () => {
  it('opens round 2, stays in a round with a step unanswered, and moves on once all are answered', () => {
    expect(roundOfNewStep([])).toBe(2);
    expect(roundOfNewStep([{ round: 2, status: 'sent' }])).toBe(2);
    expect(roundOfNewStep([{ round: 2, status: 'ready' }])).toBe(2);
    expect(roundOfNewStep([{ round: 2, status: 'answered' }])).toBe(3);
    expect(
      roundOfNewStep([
        { round: 2, status: 'answered' },
        { round: 3, status: 'answered' },
        { round: 2, status: 'sent' },
      ]),
    ).toBe(4);
  });
});

describe('stepResponseDueOn', () => {
  it.each<[CampaignStepKind, string | null]>([
    // Mailed 12/01, taken to arrive 12/06: 15 days to describe the procedure, 30 to investigate.
    ['method_of_verification', '2026-12-21'],
    ['new_information', '2027-01-05'],
    ['furnisher_dispute', '2027-01-05'],
    ['missed_deadline', '2027-01-05'],
    ['reinsertion', '2027-01-05'],
    // The CFPB counts from the filing day.
    ['cfpb_complaint', '2026-12-16'],
    ['statement_of_dispute', null],
    ['debt_validation', null],
    ['goodwill', null],
  ])('%s sent 12/01 -> %s', (kind, expected) => {
    expect(stepResponseDueOn(kind, '2026-12-01')).toBe(expected);
  });
});

describe('isStepOverdue', () => {
  const sent = { status: 'sent' as const, responseDueOn: '2026-12-09', outcome: null };
  it('turns overdue once the due day is over everywhere, only while sent and unanswered', () => {
    expect(isStepOverdue(sent, new Date('2026-12-10T10:59:00Z'))).toBe(false);
    expect(isStepOverdue(sent, new Date('2026-12-10T11:00:00Z'))).toBe(true);
    expect(isStepOverdue({ ...sent, status: 'answered', outcome: 'verified' }, now)).toBe(false);
    expect(isStepOverdue({ ...sent, status: 'ready' }, now)).toBe(false);
    expect(isStepOverdue({ ...sent, responseDueOn: null }, now)).toBe(false);
  });
});

describe('campaignState', () => {
  it.each<[string, CampaignFacts, string]>([
    ['every bureau deleted it', facts([row('experian', 'deleted'), row('equifax', 'deleted')]), 'won'],
    [
      'deleted by a later letter',
      facts([row('experian', 'deleted'), late('equifax')], [step('missed_deadline', 'equifax', 'deleted')]),
      'won',
    ],
    [
      'won wins over a step left prepared',
      facts([row('experian', 'deleted')], [step('goodwill', 'experian', 'ready')]),
      'won',
    ],
    ['one came back', facts([deletedThenBack('experian')]), 'ready_for_next_round'],
    [
      'back and deleted again',
      facts(
        [deletedThenBack('experian')],
        [step('reinsertion', 'experian', 'deleted'), step('cfpb_complaint', 'experian', 'verified')],
      ),
      'won',
    ],
    [
      'a round 1 letter not mailed',
      facts([row('experian', null, { status: 'ready', responseDueOn: null }), late('equifax')]),
      'waiting_on_member',
    ],
    [
      'a step prepared, not sent',
      facts([late('experian')], [step('missed_deadline', 'experian', 'ready')]),
      'waiting_on_member',
    ],
    ['a bureau late', facts([late('experian'), row('equifax', 'verified')]), 'late'],
    [
      'a step late',
      facts(
        [row('experian', 'verified')],
        [step('method_of_verification', 'experian', 'sent', { responseDueOn: '2026-12-05' })],
      ),
      'late',
    ],
    ['an answer calls for a step', facts([row('experian', 'verified'), row('equifax')]), 'ready_for_next_round'],
    ['letters in the mail', facts([row('experian'), row('equifax', 'updated')]), 'waiting_on_recipients'],
    [
      'a collection just mailed: its validation request is offered, but the bureaus are awaited',
      facts([row('experian'), row('equifax')], [], { itemType: 'collection' }),
      'waiting_on_recipients',
    ],
    [
      'a collection every bureau answered: the validation request is the next round',
      facts([row('experian', 'updated'), row('equifax', 'updated')], [], { itemType: 'collection' }),
      'ready_for_next_round',
    ],
    [
      'a collection one bureau verified: the answer calls for a step',
      facts([row('experian', 'verified'), row('equifax')], [], { itemType: 'collection' }),
      'ready_for_next_round',
    ],
    [
      'a step in the mail, nothing else to do',
      facts(
        [row('experian', 'verified')],
        [
          step('method_of_verification', 'experian', 'verified'),
          step('furnisher_dispute', 'experian', 'deleted'),
          step('new_information', 'experian', 'sent'),
        ],
      ),
      'waiting_on_recipients',
    ],
    ['corrected, nothing awaited', facts([row('experian', 'updated')]), 'closed'],
    [
      'a draft',
      facts([row('experian', null, { status: 'ready', responseDueOn: null })], [], { status: 'draft' }),
      'closed',
    ],
    ['withdrawn', facts([], [], { status: 'withdrawn' }), 'closed'],
  ])('%s: %s', (_name, campaign, expected) => {
    expect(campaignState(campaign, now)).toBe(expected);
  });
});
