import { describe, expect, it } from 'vitest';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import { DISPUTE_FORM_REASONS } from '#shared/constants/disputes.ts';
import { FORM_REASON_CODES, isFormReason, toReasonCode } from './form-reason.ts';

describe('the create form’s reasons', () => {
  it('gives each label a code of its own, so no two form reasons read alike anywhere', () => {
    expect(new Set(FORM_REASON_CODES).size).toBe(DISPUTE_FORM_REASONS.length);
    expect(FORM_REASON_CODES).toEqual([
      'not_mine',
      'paid_on_time',
      'account_closed',
      'incorrect_amount',
      'outdated',
      'other',
    ]);
  });

  it('reads a label as its code and a code as itself', () => {
    expect(toReasonCode('Payment was made on time')).toBe('paid_on_time');
    expect(toReasonCode('Account was closed')).toBe('account_closed');
    for (const code of DISPUTE_REASON_CODES) expect(toReasonCode(code)).toBe(code);
  });

  it('tells a label from anything else', () => {
    expect(isFormReason('Balance is incorrect')).toBe(true);
    expect(isFormReason('incorrect_amount')).toBe(false);
    expect(isFormReason('toString')).toBe(false);
  });
});
