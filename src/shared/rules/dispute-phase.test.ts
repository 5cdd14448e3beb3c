import { describe, expect, it } from 'vitest';
import type { BureauDisputeStatus, BureauOutcome } from '#shared/constants/disputes.ts';
import { disputePhaseOf } from './dispute-phase.ts';

const rows = (...statuses: BureauDisputeStatus[]) => statuses.map((status) => ({ status }));

describe('disputePhaseOf', () => {
  it('tells a draft from one waiting for a payment', () => {
    expect(disputePhaseOf({ status: 'draft', queued: false, bureaus: [] })).toBe('draft');
    expect(disputePhaseOf({ status: 'draft', queued: true, bureaus: [] })).toBe('waiting_for_payment');
    expect(disputePhaseOf({ status: 'pending', queued: false, bureaus: [] })).toBe('waiting_for_payment');
  });

  it('is ready to mail while any letter is not mailed, never "sent"', () => {
    expect(disputePhaseOf({ status: 'sent', queued: false, bureaus: rows('ready', 'ready') })).toBe('ready_to_mail');
    expect(disputePhaseOf({ status: 'sent', queued: false, bureaus: rows('mailed', 'ready') })).toBe('ready_to_mail');
  });

  it('is mailed once every letter went out, partly answered once a bureau answered', () => {
    expect(disputePhaseOf({ status: 'sent', queued: false, bureaus: rows('mailed', 'delivered') })).toBe('mailed');
    expect(disputePhaseOf({ status: 'in_review', queued: false, bureaus: rows('in_review', 'mailed') })).toBe('mailed');
    expect(disputePhaseOf({ status: 'in_review', queued: false, bureaus: rows('answered', 'mailed') })).toBe(
      'partly_answered',
    );
  });

  it('closes with the dispute', () => {
    expect(disputePhaseOf({ status: 'resolved', queued: false, bureaus: rows('answered') })).toBe('resolved');
    expect(disputePhaseOf({ status: 'rejected', queued: false, bureaus: rows('answered') })).toBe('rejected');
  });

  it('is resolved only in part while a bureau that verified the item, or never answered, still lists it', () => {
    const answered = (...outcomes: BureauOutcome[]) =>
      outcomes.map((outcome) => ({ status: 'answered' as const, outcome }));
    expect(disputePhaseOf({ status: 'resolved', queued: false, bureaus: answered('deleted', 'updated') })).toBe(
      'resolved',
    );
    expect(disputePhaseOf({ status: 'resolved', queued: false, bureaus: answered('deleted', 'verified') })).toBe(
      'resolved_in_part',
    );
    expect(disputePhaseOf({ status: 'resolved', queued: false, bureaus: answered('updated', 'no_response') })).toBe(
      'resolved_in_part',
    );
    expect(disputePhaseOf({ status: 'rejected', queued: false, bureaus: answered('verified', 'no_response') })).toBe(
      'rejected',
    );
    // Before every bureau answered, a deletion at one is news, not a result.
    expect(
      disputePhaseOf({
        status: 'in_review',
        queued: false,
        bureaus: [...answered('deleted'), { status: 'mailed', outcome: null }],
      }),
    ).toBe('partly_answered');
  });
});
