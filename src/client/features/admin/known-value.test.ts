import { describe, expect, it } from 'vitest';
import { PAYMENT_KINDS } from '#shared/constants/billing.ts';
import { isOneOf } from './known-value.ts';

describe('isOneOf', () => {
  it('recognises a listed value only', () => {
    expect(isOneOf(PAYMENT_KINDS, 'refund')).toBe(true);
    expect(isOneOf(PAYMENT_KINDS, 'gift_card')).toBe(false);
  });
});
