import { PAYMENT_STATUSES, type PaymentStatus } from '#shared/schemas/credit-report.ts';

/** What decides between the two readings of MISMO's combined ratings (CollectionOrChargeOff...). */
export interface RatingContext {
  ratingType: string | null;
  ratingCode: string | null;
  accountType: string | null;
  loanType: string | null;
  remarks: readonly string[];
  chargeOffCents: number | null;
  collectionIndicator: boolean | null;
  chargeOffIndicator: boolean | null;
}

const BY_TYPE: Readonly<Record<string, PaymentStatus | 'collection_or_charge_off' | 'foreclosure_or_repossession'>> = {
  asagreed: 'current',
  late30days: 'late_30',
  late60days: 'late_60',
  late90days: 'late_90',
  lateover120days: 'late_120',
  chargeoff: 'charge_off',
  collection: 'collection',
  collectionorchargeoff: 'collection_or_charge_off',
  foreclosure: 'foreclosure',
  repossession: 'repossession',
  foreclosureorrepossession: 'foreclosure_or_repossession',
  bankruptcyorwageearnerplan: 'bankruptcy',
};

/** The Metro 2 style rating code, for documents that give the code without its type. */
const BY_CODE: Readonly<Record<string, (typeof BY_TYPE)[string]>> = {
  c: 'current',
  '0': 'current',
  '1': 'late_30',
  '2': 'late_60',
  '3': 'late_90',
  '4': 'late_120',
  '5': 'late_120',
  '6': 'late_120',
  '7': 'bankruptcy',
  '8': 'foreclosure_or_repossession',
  '9': 'collection_or_charge_off',
};

const COLLECTION_TYPE = /collection/i;
const CHARGE_OFF_REMARK = /CHARGE[DS]?[\s-]?OFF|CHARGEOFF|PROFIT AND LOSS/i;
const COLLECTION_REMARK = /COLLECTION/i;
const CREDITOR_ACCOUNT_TYPES = new Set(['revolving', 'installment', 'mortgage', 'creditline']);
const MORTGAGE_LOAN = /mortgage|realestate|homeequity/i;

function collectionOrChargeOff(context: RatingContext): PaymentStatus {
  if (context.chargeOffIndicator) return 'charge_off';
  if (context.collectionIndicator) return 'collection';
  if ((context.chargeOffCents ?? 0) > 0) return 'charge_off';
  if (COLLECTION_TYPE.test(context.loanType ?? '') || COLLECTION_TYPE.test(context.accountType ?? '')) {
    return 'collection';
  }
  if (context.remarks.some((remark) => CHARGE_OFF_REMARK.test(remark))) return 'charge_off';
  if (context.remarks.some((remark) => COLLECTION_REMARK.test(remark))) return 'collection';
  // The lender's own account type means the lender wrote it off; anything else is a debt buyer's file.
  return CREDITOR_ACCOUNT_TYPES.has((context.accountType ?? '').toLowerCase()) ? 'charge_off' : 'collection';
}

function foreclosureOrRepossession(context: RatingContext): PaymentStatus {
  if (context.remarks.some((remark) => /FORECLOS/i.test(remark))) return 'foreclosure';
  if (context.remarks.some((remark) => /REPOS/i.test(remark))) return 'repossession';
  const isMortgage = MORTGAGE_LOAN.test(context.loanType ?? '') || /mortgage/i.test(context.accountType ?? '');
  return isMortgage ? 'foreclosure' : 'repossession';
}

/** How the bureau rates the account today, from CreditLiabilityCurrentRatingType (or its code). */
export function toPaymentStatus(context: RatingContext): PaymentStatus {
  const byType = BY_TYPE[(context.ratingType ?? '').toLowerCase()];
  const rating = byType ?? BY_CODE[(context.ratingCode ?? '').toLowerCase()];
  if (rating === 'collection_or_charge_off') return collectionOrChargeOff(context);
  if (rating === 'foreclosure_or_repossession') return foreclosureOrRepossession(context);
  return rating ?? 'unknown';
}

// Every status but "current" and "unknown" says something went wrong.
const ADVERSE: ReadonlySet<PaymentStatus> = new Set(
  PAYMENT_STATUSES.filter((status) => status !== 'current' && status !== 'unknown'),
);

export function isAdverse(status: PaymentStatus): boolean {
  return ADVERSE.has(status);
}
