import type { ItemType } from '#shared/constants/credit-items.ts';
import type { BureauView, Tradeline } from '#shared/schemas/credit-report.ts';
import { type ManualBureauView, type ManualItemInput, manualTradelineKey } from '#shared/schemas/manual-items.ts';

/** An item as it is stored: the member's entry without its account number, which is sealed apart. */
export type ManualEntry = Omit<ManualItemInput, 'accountNumber'>;

/** What the finder needs of one stored item: its id (the key disputes follow), entry and full account number. */
export interface ManualItemFacts {
  id: string;
  entry: ManualEntry;
  accountNumber: string | null;
}

/** Court records, not accounts: the finder times them from their filing or release, not a delinquency. */
const PUBLIC_RECORD_TYPES: Partial<Record<ItemType, string>> = {
  bankruptcy: 'Bankruptcy',
  judgment: 'Judgment',
  tax_lien: 'TaxLien',
};

/**
 * Every type but a late payment names an event a bureau keeps showing whatever its payment status says today
 * (a paid collection, a settled or repossessed account, support arrears). A late payment is adverse only while
 * the bureau shows it late: a hand entry carries no payment history to find an old one in.
 */
const isDerogatory = (itemType: ItemType, view: ManualBureauView) =>
  itemType !== 'late_payment' || view.paymentStatus !== 'current';

function toBureauView(itemType: ItemType, view: ManualBureauView): BureauView {
  const remarks = view.remarks?.trim();
  return {
    bureau: view.bureau,
    balanceCents: view.balanceCents,
    pastDueCents: null,
    creditLimitCents: null,
    highBalanceCents: null,
    chargeOffCents: null,
    accountStatus: view.accountStatus,
    paymentStatus: view.paymentStatus,
    dateOpened: view.dateOpened,
    dateReported: view.dateReported,
    dateClosed: view.dateClosed,
    lastPaymentDate: view.lastPaymentDate,
    firstDelinquencyDate: view.firstDelinquencyDate,
    chargeOffDate: view.chargeOffDate,
    // The member reads a status and dates, not the bureau's month-by-month grid: none is made up.
    paymentPattern: null,
    late30Count: null,
    late60Count: null,
    late90Count: null,
    isCollection: itemType === 'collection' || view.paymentStatus === 'collection',
    isChargeOff: itemType === 'charge_off' || view.paymentStatus === 'charge_off' || view.chargeOffDate !== null,
    isDerogatory: isDerogatory(itemType, view),
    remarks: remarks ? [remarks] : [],
  };
}

function publicRecordType(entry: ManualEntry): string | null {
  const recordType = PUBLIC_RECORD_TYPES[entry.itemType];
  if (entry.itemType === 'bankruptcy' && entry.bankruptcyChapter !== null) {
    return `${recordType}Chapter${entry.bankruptcyChapter}`;
  }
  return recordType ?? null;
}

/**
 * A hand-entered item as the tradeline of a report, so the finder, the letters and the disputes treat it like
 * one read from a bureau's file. Its key is the item's own id, stable across edits, so a dispute follows it.
 */
export function toManualTradeline({ id, entry, accountNumber }: ManualItemFacts): Tradeline {
  const recordType = publicRecordType(entry);
  return {
    key: manualTradelineKey(id),
    kind: recordType === null ? 'account' : 'public_record',
    creditorName: entry.creditorName,
    originalCreditorName: entry.originalCreditorName,
    accountNumber,
    accountType: null,
    // Only what the member told us: a medical debt is never guessed from a creditor's name.
    loanType: entry.itemType === 'child_support' ? 'ChildSupport' : null,
    bankruptcyChapter: entry.itemType === 'bankruptcy' ? entry.bankruptcyChapter : null,
    publicRecordType: recordType,
    views: entry.views.map((view) => toBureauView(entry.itemType, view)),
  };
}
