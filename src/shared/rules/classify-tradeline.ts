import type { Bureau } from '#shared/constants/bureaus.ts';
import type { ImpactLevel, ItemType } from '#shared/constants/credit-items.ts';
import type { BureauView, PaymentStatus, Tradeline } from '#shared/schemas/credit-report.ts';

export interface TradelineClassification {
  itemType: ItemType;
  impact: ImpactLevel;
}

/** How many days late, at worst, an account has been: 90 stands for 90 days or more. */
type LateDays = 0 | 30 | 60 | 90;

/**
 * Worst first: a tradeline takes the first of these that any of its views shows. An account in a
 * bankruptcy or a foreclosure is reported under that event whatever its other marks, and a charge-off is
 * the original creditor's own write-off, worse than the collection status some bureaus show beside it.
 */
const ACCOUNT_SEVERITY: readonly ItemType[] = [
  'bankruptcy',
  'foreclosure',
  'repossession',
  'charge_off',
  'collection',
  'late_payment',
  'other',
];

const STATUS_ITEM_TYPES: Partial<Record<PaymentStatus, ItemType>> = {
  bankruptcy: 'bankruptcy',
  foreclosure: 'foreclosure',
  repossession: 'repossession',
  charge_off: 'charge_off',
  collection: 'collection',
};

const STATUS_LATE_DAYS: Partial<Record<PaymentStatus, LateDays>> = {
  late_30: 30,
  late_60: 60,
  late_90: 90,
  late_120: 90,
};

/** Bureau remarks name the event when the rating codes do not (MISMO sends them as free text). */
const REMARK_ITEM_TYPES: readonly [RegExp, ItemType][] = [
  [/\bBANKRUPTCY\b|\bCHAPTER\s*(7|11|12|13)\b/i, 'bankruptcy'],
  [/\bFORECLOS/i, 'foreclosure'],
  [/\bREPOSSESS/i, 'repossession'],
  [/\bCHARGED?[\s-]*OFF\b/i, 'charge_off'],
  [/\bCOLLECTION\b/i, 'collection'],
];

const SUPPORT_OBLIGATION = /(CHILD|FAMILY)\s*SUPPORT|SUPPORT\s*DEBT/i;
const COLLECTION_ACCOUNT = /COLLECTION/i;

/** MISMO CreditPublicRecordType values, matched loosely because vendors vary the spelling. */
const PUBLIC_RECORD_ITEM_TYPES: readonly [RegExp, ItemType][] = [
  [/BANKRUPTCY/i, 'bankruptcy'],
  [/TAX\s*LIEN/i, 'tax_lien'],
  [/JUDG(E)?MENT/i, 'judgment'],
  [/FORECLOSURE|NOTICE\s*OF\s*DEFAULT/i, 'foreclosure'],
  [SUPPORT_OBLIGATION, 'child_support'],
  [/REPOSSESSION/i, 'repossession'],
  [/COLLECTION/i, 'collection'],
];

/** Recordings that say nothing about paying debts: negative only if a bureau marks them so. */
const NEUTRAL_PUBLIC_RECORD =
  /FICTITIOUS\s*NAME|FINANCING\s*STATEMENT|REAL\s*ESTATE\s*RECORDING|DIVORCE|CUSTODY|ANNULMENT|TRUSTEESHIP|NON\s*RESPONSIBILITY|FINANCIAL\s*COUNSELING/i;

/**
 * The levels follow docs/product-rules.md, Credit data: a late payment lowers a score by 60 to 110 points, a
 * collection by 100 or more and a charge-off by 120 or more. Everything that lands at or beyond a
 * collection (bankruptcy, foreclosure, repossession, judgment, tax lien, unpaid child support, which
 * bureaus and scoring models treat as major derogatories) is therefore high. A late payment is high once
 * it reaches 90 days (scored like a serious delinquency) and medium at 30 or 60 days (the lower end of the
 * 60 to 110 range). "other" covers marks that name no event, so we cannot claim more than low.
 */
const ITEM_TYPE_IMPACT: Record<Exclude<ItemType, 'late_payment'>, ImpactLevel> = {
  bankruptcy: 'high',
  foreclosure: 'high',
  repossession: 'high',
  charge_off: 'high',
  collection: 'high',
  judgment: 'high',
  tax_lien: 'high',
  child_support: 'high',
  other: 'low',
};

function lateDaysFromPattern(pattern: string | null): LateDays {
  let worst: LateDays = 0;
  for (const month of pattern ?? '') {
    if (month === '1' && worst < 30) worst = 30;
    else if (month === '2' && worst < 60) worst = 60;
    else if (month >= '3' && month <= '6') return 90;
  }
  return worst;
}

/** Pattern codes 7 to 9 mark a wage-earner plan, a repossession or foreclosure, a collection or charge-off. */
function patternShowsDerogatory(pattern: string | null): boolean {
  return pattern !== null && /[789]/.test(pattern);
}

function worstLateDays(view: BureauView): LateDays {
  let worst: LateDays = STATUS_LATE_DAYS[view.paymentStatus] ?? 0;
  if ((view.late90Count ?? 0) > 0) return 90;
  if ((view.late60Count ?? 0) > 0 && worst < 60) worst = 60;
  if ((view.late30Count ?? 0) > 0 && worst < 30) worst = 30;
  const fromPattern = lateDaysFromPattern(view.paymentPattern);
  return fromPattern > worst ? fromPattern : worst;
}

/** Whether this bureau reports anything adverse about the account today or in its history. */
export function isAdverseView(view: BureauView): boolean {
  return (
    (view.paymentStatus !== 'current' && view.paymentStatus !== 'unknown') ||
    view.isCollection ||
    view.isChargeOff ||
    view.isDerogatory ||
    (view.pastDueCents ?? 0) > 0
  );
}

/** A debt collector's tradeline, by its loan or account type or by any bureau's collection mark. */
export function isCollectionAccount(t: Tradeline): boolean {
  return (
    COLLECTION_ACCOUNT.test(t.loanType ?? '') ||
    COLLECTION_ACCOUNT.test(t.accountType ?? '') ||
    t.views.some((view) => view.isCollection || view.paymentStatus === 'collection')
  );
}

function isSupportObligation(t: Tradeline): boolean {
  return (
    SUPPORT_OBLIGATION.test(t.loanType ?? '') ||
    SUPPORT_OBLIGATION.test(t.accountType ?? '') ||
    t.views.some((view) => view.remarks.some((remark) => SUPPORT_OBLIGATION.test(remark)))
  );
}

interface AdverseMarks {
  types: Set<ItemType>;
  lateDays: LateDays;
}

function collectAdverseMarks(views: readonly BureauView[]): AdverseMarks {
  const types = new Set<ItemType>();
  let lateDays: LateDays = 0;
  for (const view of views) {
    const statusType = STATUS_ITEM_TYPES[view.paymentStatus];
    if (statusType) types.add(statusType);
    if (view.isChargeOff) types.add('charge_off');
    if (view.isCollection) types.add('collection');
    for (const remark of view.remarks) {
      for (const [pattern, itemType] of REMARK_ITEM_TYPES) if (pattern.test(remark)) types.add(itemType);
    }
    const late = worstLateDays(view);
    if (late > lateDays) lateDays = late;
    if (view.isDerogatory || (view.pastDueCents ?? 0) > 0 || patternShowsDerogatory(view.paymentPattern)) {
      types.add('other');
    }
  }
  if (lateDays > 0) types.add('late_payment');
  return { types, lateDays };
}

function impactOf(itemType: ItemType, lateDays: LateDays): ImpactLevel {
  if (itemType === 'late_payment') return lateDays >= 90 ? 'high' : 'medium';
  return ITEM_TYPE_IMPACT[itemType];
}

function publicRecordItemType(t: Tradeline, marks: AdverseMarks): ItemType | null {
  if (t.bankruptcyChapter !== null) return 'bankruptcy';
  const recordType = t.publicRecordType ?? '';
  for (const [pattern, itemType] of PUBLIC_RECORD_ITEM_TYPES) if (pattern.test(recordType)) return itemType;
  if (NEUTRAL_PUBLIC_RECORD.test(recordType)) return marks.types.size > 0 ? 'other' : null;
  // Public records on a consumer report are adverse in practice, even when the vendor leaves the type out.
  return 'other';
}

function accountItemType(t: Tradeline, marks: AdverseMarks): ItemType | null {
  // A collector's tradeline is negative even once paid: the collection itself stays on the file.
  if (isCollectionAccount(t) && !marks.types.has('bankruptcy')) {
    return isSupportObligation(t) ? 'child_support' : 'collection';
  }
  if (marks.types.size === 0) return null;
  // Support arrears have their own dispute path (state agencies), so they outrank the mark they carry.
  if (isSupportObligation(t)) return 'child_support';
  return ACCOUNT_SEVERITY.find((itemType) => marks.types.has(itemType)) ?? 'other';
}

/** The item type and impact of a negative tradeline, or null for an account in good standing. */
export function classifyTradeline(t: Tradeline): TradelineClassification | null {
  const marks = collectAdverseMarks(t.views);
  const itemType = t.kind === 'public_record' ? publicRecordItemType(t, marks) : accountItemType(t, marks);
  if (itemType === null) return null;
  return { itemType, impact: impactOf(itemType, marks.lateDays) };
}

/**
 * The tradeline as these bureaus' files show it, or null when none of them reports it. A claim made to a
 * bureau (what the item is, whether it is too old) reads that bureau's own record: the others' are not its.
 */
export function asReportedBy(t: Tradeline | null, bureaus: readonly Bureau[]): Tradeline | null {
  const views = t?.views.filter((view) => bureaus.includes(view.bureau)) ?? [];
  return t && views.length > 0 ? { ...t, views } : null;
}
