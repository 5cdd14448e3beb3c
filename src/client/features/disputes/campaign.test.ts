import { describe, expect, it } from 'vitest';
import { aDispute, aSentDispute, aStep } from '#client/test-support/disputes.ts';
import { roundsOf, standingOf } from './campaign.ts';

describe('standingOf', () => {
  it.each([
    ['waiting_on_member', 'waiting_on_you'],
    ['late', 'waiting_on_you'],
    ['ready_for_next_round', 'waiting_on_you'],
    ['waiting_on_recipients', 'in_progress'],
    ['won', 'won'],
    ['closed', null],
  ] as const)('reads a sent dispute whose campaign is %s as %s', (campaignState, standing) => {
    expect(standingOf(aSentDispute({ campaignState }))).toBe(standing);
  });

  it('gives a draft, a queued draft and a withdrawn one no standing', () => {
    for (const status of ['draft', 'pending', 'withdrawn'] as const) {
      expect(standingOf(aDispute({ status, campaignState: 'waiting_on_member' }))).toBeNull();
    }
  });
});

describe('roundsOf', () => {
  it('groups the steps by round, in the order of the rounds and, within one, as sent', () => {
    const first = aStep({ id: '71111111-1111-4111-8111-111111111111', round: 2 });
    const later = aStep({ id: '72222222-2222-4222-8222-222222222222', round: 3, kind: 'furnisher_dispute' });
    const second = aStep({ id: '73333333-3333-4333-8333-333333333333', round: 2, kind: 'cfpb_complaint' });
    expect(roundsOf([first, later, second])).toEqual([
      { round: 2, steps: [first, second] },
      { round: 3, steps: [later] },
    ]);
  });
});
