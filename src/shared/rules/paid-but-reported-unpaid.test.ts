import { describe, expect, it } from 'vitest';
import { findPaidConflict } from './paid-but-reported-unpaid.ts';
import { aChargeOff, aTradeline, aView, threeBureauViews } from './test-tradeline.ts';

const chargedOff = { paymentStatus: 'charge_off', isChargeOff: true, balanceCents: 250_000 } as const;

describe('findPaidConflict', () => {
  it('finds a zero balance at one bureau against a balance owed at another', () => {
    const t = aTradeline({ views: threeBureauViews(chargedOff, { equifax: { balanceCents: 0 } }) });
    expect(findPaidConflict(t)).toEqual({
      paid: [{ bureau: 'equifax', evidence: 'zero_balance' }],
      unpaid: [
        { bureau: 'experian', balanceCents: 250_000, paymentStatus: 'charge_off' },
        { bureau: 'transunion', balanceCents: 250_000, paymentStatus: 'charge_off' },
      ],
    });
  });

  it('finds a "paid" remark on the same view that still reports a balance', () => {
    const t = aChargeOff({}, { remarks: ['PAID CHARGE-OFF'] });
    expect(findPaidConflict(t)).toEqual({
      paid: [{ bureau: 'experian', evidence: 'paid_remark' }],
      unpaid: [{ bureau: 'experian', balanceCents: 184_250, paymentStatus: 'charge_off' }],
    });
  });

  it('accepts "settled" as paid', () => {
    const t = aTradeline({ views: threeBureauViews(chargedOff, { transunion: { remarks: ['Settled for less'] } }) });
    expect(findPaidConflict(t)?.paid).toEqual([{ bureau: 'transunion', evidence: 'paid_remark' }]);
  });

  it('finds nothing when every bureau still reports the balance', () => {
    expect(findPaidConflict(aTradeline({ views: threeBureauViews(chargedOff) }))).toBeNull();
  });

  it('finds nothing when every bureau shows it paid', () => {
    const t = aTradeline({ views: threeBureauViews({ ...chargedOff, balanceCents: 0 }) });
    expect(findPaidConflict(t)).toBeNull();
  });

  it('does not take a balance on a current account for a debt still owed', () => {
    const t = aTradeline({
      views: [aView({ bureau: 'experian', balanceCents: 0 }), aView({ bureau: 'equifax', balanceCents: 45_000 })],
    });
    expect(findPaidConflict(t)).toBeNull();
  });

  it('does not read "not paid" as paid', () => {
    expect(findPaidConflict(aChargeOff({}, { remarks: ['NOT PAID AS AGREED'] }))).toBeNull();
  });
});

describe('findPaidConflict when the bureaus differ', () => {
  it('lists as unpaid only the bureaus whose own file still shows the debt owed', () => {
    const t = aTradeline({
      views: threeBureauViews(chargedOff, {
        experian: { balanceCents: 0, remarks: ['PAID CHARGE-OFF'] },
        transunion: { balanceCents: null },
      }),
    });
    expect(findPaidConflict(t)).toEqual({
      paid: [{ bureau: 'experian', evidence: 'paid_remark' }],
      unpaid: [{ bureau: 'equifax', balanceCents: 250_000, paymentStatus: 'charge_off' }],
    });
  });
});
