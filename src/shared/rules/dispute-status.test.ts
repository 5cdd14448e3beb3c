import { describe, expect, it } from 'vitest';
import { BUREAU_OUTCOMES, DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
import { type BureauRowState, canTransition, deriveDisputeStatus } from './dispute-status.ts';

describe('canTransition', () => {
  // The whole table, both ways: every pair not listed here must be refused.
  const allowed = new Set([
    'draft>pending',
    'draft>submitted',
    'draft>withdrawn',
    'pending>draft',
    'pending>submitted',
    'pending>withdrawn',
    'submitted>sent',
    'sent>in_review',
    'sent>resolved',
    'sent>rejected',
    'in_review>resolved',
    'in_review>rejected',
  ]);
  for (const from of DISPUTE_STATUSES) {
    for (const to of DISPUTE_STATUSES) {
      it(`${allowed.has(`${from}>${to}`) ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
      });
    }
  }
});

describe('deriveDisputeStatus', () => {
  const sent: BureauRowState = { status: 'mailed', outcome: null };
  const reviewing: BureauRowState = { status: 'in_review', outcome: null };
  const answer = (outcome: BureauRowState['outcome']): BureauRowState => ({ status: 'answered', outcome });

  it('stays sent while its letters are ready, mailed or delivered, until a bureau takes it up', () => {
    expect(deriveDisputeStatus([sent, sent, sent])).toBe('sent');
    expect(
      deriveDisputeStatus([
        { status: 'ready', outcome: null },
        { status: 'delivered', outcome: null },
      ]),
    ).toBe('sent');
    expect(deriveDisputeStatus([])).toBe('sent');
  });

  it('is in review while any bureau works on it or has answered', () => {
    expect(deriveDisputeStatus([reviewing, sent, sent])).toBe('in_review');
    expect(deriveDisputeStatus([answer('deleted'), sent, sent])).toBe('in_review');
    expect(deriveDisputeStatus([answer('verified'), answer('verified'), reviewing])).toBe('in_review');
  });

  it('closes once every bureau answered, so the item is never stuck behind an open dispute', () => {
    expect(deriveDisputeStatus([answer('verified'), answer('no_response'), answer('no_response')])).toBe('rejected');
  });

  it('is resolved when all answered and one deleted or corrected the item', () => {
    expect(deriveDisputeStatus([answer('deleted'), answer('verified'), answer('verified')])).toBe('resolved');
    expect(deriveDisputeStatus([answer('updated'), answer('no_response'), answer('verified')])).toBe('resolved');
  });

  it('is rejected when every bureau answered and none corrected the item', () => {
    expect(deriveDisputeStatus([answer('verified'), answer('verified'), answer('verified')])).toBe('rejected');
  });

  it('covers every combination of three answers without throwing', () => {
    for (const a of BUREAU_OUTCOMES) {
      for (const b of BUREAU_OUTCOMES) {
        for (const c of BUREAU_OUTCOMES) {
          const status = deriveDisputeStatus([answer(a), answer(b), answer(c)]);
          const anyCorrected = [a, b, c].some((o) => o === 'deleted' || o === 'updated');
          expect(status).toBe(anyCorrected ? 'resolved' : 'rejected');
        }
      }
    }
  });
});
