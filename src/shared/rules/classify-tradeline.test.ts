import { describe, expect, it } from 'vitest';
import type { Tradeline } from '#shared/schemas/credit-report.ts';
import { asReportedBy, classifyTradeline, isAdverseView, isCollectionAccount } from './classify-tradeline.ts';
import { aChargeOff, aTradeline, aView, threeBureauViews } from './test-tradeline.ts';

describe('classifyTradeline', () => {
  it('leaves an account in good standing out', () => {
    expect(classifyTradeline(aTradeline())).toBeNull();
    expect(
      classifyTradeline(aTradeline({ views: threeBureauViews({ balanceCents: 0, accountStatus: 'closed' }) })),
    ).toBeNull();
    // A bureau that cannot rate the account is not a negative mark.
    expect(
      classifyTradeline(aTradeline({ views: [aView({ paymentStatus: 'unknown', paymentPattern: 'XXCC' })] })),
    ).toBeNull();
  });

  it('rates late payments by how late they got: 30 and 60 days medium, 90 or more high', () => {
    const late = (overrides: Parameters<typeof aView>[0]) =>
      classifyTradeline(aTradeline({ views: [aView(overrides)] }));
    expect(late({ paymentStatus: 'late_30' })).toEqual({ itemType: 'late_payment', impact: 'medium' });
    expect(late({ paymentStatus: 'late_60' })).toEqual({ itemType: 'late_payment', impact: 'medium' });
    expect(late({ paymentStatus: 'late_90' })).toEqual({ itemType: 'late_payment', impact: 'high' });
    expect(late({ paymentStatus: 'late_120' })).toEqual({ itemType: 'late_payment', impact: 'high' });
  });

  it('finds past late payments on an account that is current today', () => {
    const fromCounts = aTradeline({ views: [aView({ late30Count: 2 })] });
    expect(classifyTradeline(fromCounts)).toEqual({ itemType: 'late_payment', impact: 'medium' });
    const fromPattern = aTradeline({ views: [aView({ paymentPattern: 'CCCC321CCCCC' })] });
    expect(classifyTradeline(fromPattern)).toEqual({ itemType: 'late_payment', impact: 'high' });
  });

  it('takes the worst view when bureaus rate the account differently', () => {
    const t = aTradeline({
      views: threeBureauViews(
        {},
        { experian: { paymentStatus: 'late_30' }, equifax: { paymentStatus: 'late_90' }, transunion: {} },
      ),
    });
    expect(classifyTradeline(t)).toEqual({ itemType: 'late_payment', impact: 'high' });
    const chargedOffSomewhere = aTradeline({
      views: threeBureauViews({ paymentStatus: 'late_120' }, { equifax: { paymentStatus: 'charge_off' } }),
    });
    expect(classifyTradeline(chargedOffSomewhere)?.itemType).toBe('charge_off');
  });

  it('names charge-offs, collections, repossessions, foreclosures and bankrupt accounts, all high', () => {
    expect(classifyTradeline(aChargeOff())).toEqual({ itemType: 'charge_off', impact: 'high' });
    const collection = aTradeline({
      loanType: 'Collection',
      views: [aView({ paymentStatus: 'collection', isCollection: true })],
    });
    expect(classifyTradeline(collection)).toEqual({ itemType: 'collection', impact: 'high' });
    for (const status of ['repossession', 'foreclosure', 'bankruptcy'] as const) {
      expect(classifyTradeline(aTradeline({ views: [aView({ paymentStatus: status })] }))).toEqual({
        itemType: status,
        impact: 'high',
      });
    }
  });

  it('reads the event from bureau remarks when the rating does not name it', () => {
    const included = aTradeline({ views: [aView({ isDerogatory: true, remarks: ['INCLUDED IN BANKRUPTCY'] })] });
    expect(classifyTradeline(included)?.itemType).toBe('bankruptcy');
    const repossessed = aTradeline({ views: [aView({ isDerogatory: true, remarks: ['Involuntary repossession'] })] });
    expect(classifyTradeline(repossessed)?.itemType).toBe('repossession');
  });

  it('keeps a collector’s tradeline negative even once it is paid', () => {
    const paid = aTradeline({
      loanType: 'Collection',
      views: [aView({ balanceCents: 0, remarks: ['PAID COLLECTION'] })],
    });
    expect(classifyTradeline(paid)).toEqual({ itemType: 'collection', impact: 'high' });
  });

  it('recognises child support by loan type or remark, high, but only when something is wrong', () => {
    const arrears = aTradeline({ loanType: 'ChildSupport', views: [aView({ paymentStatus: 'late_60' })] });
    expect(classifyTradeline(arrears)).toEqual({ itemType: 'child_support', impact: 'high' });
    const byRemark = aTradeline({
      loanType: null,
      views: [aView({ paymentStatus: 'collection', isCollection: true, remarks: ['Child support'] })],
    });
    expect(classifyTradeline(byRemark)?.itemType).toBe('child_support');
    expect(classifyTradeline(aTradeline({ loanType: 'ChildSupport' }))).toBeNull();
  });

  it('rates a mark that names no event as other, low', () => {
    expect(classifyTradeline(aTradeline({ views: [aView({ isDerogatory: true })] }))).toEqual({
      itemType: 'other',
      impact: 'low',
    });
  });

  it('classifies public records by their type', () => {
    const record = (publicRecordType: string | null, bankruptcyChapter: 7 | 13 | null = null) =>
      classifyTradeline(
        aTradeline({
          kind: 'public_record',
          publicRecordType,
          bankruptcyChapter,
          views: [aView({ paymentStatus: 'unknown', isDerogatory: true })],
        }),
      );
    expect(record('BankruptcyChapter7', 7)).toEqual({ itemType: 'bankruptcy', impact: 'high' });
    expect(record(null, 13)).toEqual({ itemType: 'bankruptcy', impact: 'high' });
    expect(record('Judgment')).toEqual({ itemType: 'judgment', impact: 'high' });
    expect(record('TaxLienFederal')).toEqual({ itemType: 'tax_lien', impact: 'high' });
    expect(record('Foreclosure')).toEqual({ itemType: 'foreclosure', impact: 'high' });
    expect(record('FamilySupport')).toEqual({ itemType: 'child_support', impact: 'high' });
    expect(record('Garnishment')).toEqual({ itemType: 'other', impact: 'low' });
    expect(record(null)).toEqual({ itemType: 'other', impact: 'low' });
  });

  it('leaves neutral public recordings out unless a bureau marks them adverse', () => {
    const recording = aTradeline({ kind: 'public_record', publicRecordType: 'FictitiousName', views: [aView()] });
    expect(classifyTradeline(recording)).toBeNull();
  });
});

describe('view and account helpers', () => {
  it('tells an adverse view from a clean one', () => {
    expect(isAdverseView(aView())).toBe(false);
    expect(isAdverseView(aView({ paymentStatus: 'late_30' }))).toBe(true);
    expect(isAdverseView(aView({ pastDueCents: 5_000 }))).toBe(true);
  });

  it('recognises a collector’s tradeline', () => {
    expect(isCollectionAccount(aTradeline())).toBe(false);
    expect(isCollectionAccount(aTradeline({ loanType: 'Collection' }))).toBe(true);
    expect(isCollectionAccount(aTradeline({ views: [aView({ isCollection: true })] }))).toBe(true);
  });
});

describe('asReportedBy: a tradeline as each bureau reports it', () => {
  // A charge-off Experian reports as the creditor's, which Equifax already shows as a collection.
  const t = aTradeline({
    views: [
      aView({ bureau: 'experian', paymentStatus: 'charge_off', isChargeOff: true, balanceCents: 90_000 }),
      aView({ bureau: 'equifax', paymentStatus: 'collection', isCollection: true, balanceCents: 90_000 }),
      aView({ bureau: 'transunion', paymentStatus: 'late_30', late30Count: 1 }),
    ],
  });

  it('classifies each bureau’s own record, which may differ from the item as a whole', () => {
    expect(classifyTradeline(t)?.itemType).toBe('collection');
    expect(classifyTradeline(asReportedBy(t, ['experian']) as Tradeline)?.itemType).toBe('charge_off');
    expect(classifyTradeline(asReportedBy(t, ['transunion']) as Tradeline)).toEqual({
      itemType: 'late_payment',
      impact: 'medium',
    });
  });

  it('is null for a bureau that does not report the tradeline', () => {
    expect(asReportedBy(aTradeline(), ['equifax'])).toBeNull();
    expect(asReportedBy(null, ['experian'])).toBeNull();
  });
});
