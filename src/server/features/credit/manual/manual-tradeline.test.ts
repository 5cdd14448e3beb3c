import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, type ItemType } from '#shared/constants/credit-items.ts';
import { classifyTradeline } from '#shared/rules/classify-tradeline.ts';
import type { ManualBureauView } from '#shared/schemas/manual-items.ts';
import { type ManualEntry, toManualTradeline } from './manual-tradeline.ts';

const ID = '5b0c8f1e-7a52-4c1e-9d0a-3f6e2b1c4d55';

const aManualView = (overrides: Partial<ManualBureauView> = {}): ManualBureauView => ({
  bureau: 'experian',
  paymentStatus: 'current',
  accountStatus: 'open',
  balanceCents: 45_000,
  dateOpened: '2019-03-01',
  dateReported: '2025-10-01',
  dateClosed: null,
  firstDelinquencyDate: null,
  chargeOffDate: null,
  lastPaymentDate: null,
  remarks: null,
  ...overrides,
});

const anEntry = (overrides: Partial<ManualEntry> = {}): ManualEntry => ({
  itemType: 'collection',
  creditorName: 'Midland Credit Management',
  originalCreditorName: null,
  bankruptcyChapter: null,
  views: [aManualView()],
  ...overrides,
});

const build = (entry: ManualEntry, accountNumber: string | null = null) =>
  toManualTradeline({ id: ID, entry, accountNumber });

/** The status a bureau shows for each type of item, as the member reads it on the bureau's report. */
const SHOWN_AS: Record<ItemType, ManualBureauView['paymentStatus']> = {
  collection: 'collection',
  late_payment: 'late_60',
  charge_off: 'charge_off',
  bankruptcy: 'bankruptcy',
  repossession: 'repossession',
  child_support: 'late_90',
  judgment: 'current',
  tax_lien: 'current',
  foreclosure: 'foreclosure',
  other: 'current',
};

describe('toManualTradeline', () => {
  it.each(ITEM_TYPES)('is classified by the finder as the %s the member chose', (itemType) => {
    const tradeline = build(anEntry({ itemType, views: [aManualView({ paymentStatus: SHOWN_AS[itemType] })] }));
    expect(classifyTradeline(tradeline)?.itemType).toBe(itemType);
  });

  it('keeps the type of an item that stays negative once paid, whatever the bureau shows today', () => {
    for (const itemType of ['collection', 'charge_off', 'child_support', 'other'] as const) {
      const paid = build(anEntry({ itemType, views: [aManualView({ paymentStatus: 'current', balanceCents: 0 })] }));
      expect(classifyTradeline(paid)?.itemType, itemType).toBe(itemType);
    }
  });

  it('leaves a late payment every bureau shows as current out: no payment history says it ever was late', () => {
    expect(classifyTradeline(build(anEntry({ itemType: 'late_payment' })))).toBeNull();
  });

  it('follows the bureau where its status names a worse event than the type chosen', () => {
    const repossessed = anEntry({ itemType: 'late_payment', views: [aManualView({ paymentStatus: 'repossession' })] });
    expect(classifyTradeline(build(repossessed))?.itemType).toBe('repossession');
  });

  it('keys the tradeline by the item, so a dispute follows it across edits', () => {
    expect(build(anEntry()).key).toBe(`manual:${ID}`);
  });

  it('makes court records public records, with the bankruptcy chapter where one is given', () => {
    const chapter7 = build(anEntry({ itemType: 'bankruptcy', bankruptcyChapter: 7 }));
    expect(chapter7).toMatchObject({
      kind: 'public_record',
      publicRecordType: 'BankruptcyChapter7',
      bankruptcyChapter: 7,
    });
    expect(build(anEntry({ itemType: 'bankruptcy' }))).toMatchObject({ publicRecordType: 'Bankruptcy' });
    expect(build(anEntry({ itemType: 'judgment' }))).toMatchObject({
      kind: 'public_record',
      publicRecordType: 'Judgment',
      bankruptcyChapter: null,
    });
    expect(build(anEntry({ itemType: 'tax_lien' }))).toMatchObject({
      kind: 'public_record',
      publicRecordType: 'TaxLien',
    });
    expect(build(anEntry({ itemType: 'charge_off' }))).toMatchObject({ kind: 'account', publicRecordType: null });
  });

  it('names child support by its loan type and guesses no other', () => {
    expect(build(anEntry({ itemType: 'child_support' })).loanType).toBe('ChildSupport');
    const hospital = build(anEntry({ itemType: 'collection', creditorName: 'St. Mary Hospital Medical Center' }));
    expect(hospital.loanType).toBeNull();
  });

  it('carries each bureau’s view as the member read it, inventing no history', () => {
    const tradeline = build(
      anEntry({
        itemType: 'charge_off',
        originalCreditorName: 'Capital One',
        views: [
          aManualView({
            bureau: 'equifax',
            paymentStatus: 'charge_off',
            accountStatus: 'closed',
            balanceCents: 123_456,
            dateClosed: '2021-06-30',
            firstDelinquencyDate: '2021-01-15',
            chargeOffDate: '2021-07-31',
            lastPaymentDate: '2020-12-01',
            remarks: '  Account charged off by the credit grantor  ',
          }),
          aManualView({ bureau: 'transunion', paymentStatus: 'late_120' }),
        ],
      }),
      '4417-1234-5678-9113',
    );
    expect(tradeline).toMatchObject({ originalCreditorName: 'Capital One', accountNumber: '4417-1234-5678-9113' });
    expect(tradeline.views[0]).toEqual({
      bureau: 'equifax',
      balanceCents: 123_456,
      pastDueCents: null,
      creditLimitCents: null,
      highBalanceCents: null,
      chargeOffCents: null,
      accountStatus: 'closed',
      paymentStatus: 'charge_off',
      dateOpened: '2019-03-01',
      dateReported: '2025-10-01',
      dateClosed: '2021-06-30',
      lastPaymentDate: '2020-12-01',
      firstDelinquencyDate: '2021-01-15',
      chargeOffDate: '2021-07-31',
      paymentPattern: null,
      late30Count: null,
      late60Count: null,
      late90Count: null,
      isCollection: false,
      isChargeOff: true,
      isDerogatory: true,
      remarks: ['Account charged off by the credit grantor'],
    });
    expect(tradeline.views[1]).toMatchObject({ bureau: 'transunion', isChargeOff: true, remarks: [] });
  });

  it('derives the collection and charge-off marks from the type, the status and a charge-off date', () => {
    const [view] = build(anEntry({ itemType: 'other', views: [aManualView({ paymentStatus: 'collection' })] })).views;
    expect(view).toMatchObject({ isCollection: true, isChargeOff: false, isDerogatory: true });
    const [dated] = build(anEntry({ itemType: 'other', views: [aManualView({ chargeOffDate: '2022-01-31' })] })).views;
    expect(dated).toMatchObject({ isCollection: false, isChargeOff: true });
    const [late] = build(
      anEntry({ itemType: 'late_payment', views: [aManualView({ paymentStatus: 'late_30' })] }),
    ).views;
    expect(late).toMatchObject({ isCollection: false, isChargeOff: false, isDerogatory: true });
    const [current] = build(anEntry({ itemType: 'late_payment' })).views;
    expect(current).toMatchObject({ isCollection: false, isChargeOff: false, isDerogatory: false });
  });
});
