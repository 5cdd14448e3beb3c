import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { ImpactLevel, ItemType } from '#shared/constants/credit-items.ts';
import type { DisputeReason } from '#shared/schemas/credit.ts';
import type { Tradeline } from '#shared/schemas/credit-report.ts';
import { findBureauMismatches } from './bureau-mismatch.ts';
import { asReportedBy, classifyTradeline, type TradelineClassification } from './classify-tradeline.ts';
import {
  explainBureauMismatch,
  explainDuplicate,
  explainOutdated,
  explainPaidConflict,
  explainSingleBureau,
} from './dispute-explanations.ts';
import { type DuplicateIndex, findDuplicates, indexForDuplicates } from './duplicate-tradelines.ts';
import { normalizeCreditorName } from './normalize-creditor-name.ts';
import { findPaidConflict } from './paid-but-reported-unpaid.ts';
import { findOriginalAccount, findReportingPeriod, type ReportingPeriod } from './reporting-period.ts';

export interface NegativeItemFinding {
  tradelineKey: string;
  itemType: ItemType;
  impact: ImpactLevel;
  /** The last day the item may be reported (ISO date), or null when no date on file allows telling. */
  reportingEndsOn: string | null;
  /** Strongest first: outdated, duplicate, paid, bureau mismatch, single bureau. */
  reasons: DisputeReason[];
}

function bureausOf(t: Tradeline): Bureau[] {
  const reporting = new Set(t.views.map((view) => view.bureau));
  return BUREAUS.filter((bureau) => reporting.has(bureau));
}

/** The reporting period as read from these bureaus' files alone. */
function periodAt(
  t: Tradeline,
  itemType: ItemType,
  originalAccount: Tradeline | null,
  bureaus: readonly Bureau[],
): ReportingPeriod | null {
  const own = asReportedBy(t, bureaus);
  if (own === null) return null;
  return findReportingPeriod(own, itemType, { originalAccount: asReportedBy(originalAccount, bureaus) });
}

/**
 * The bureaus whose own file shows the item past its reporting period. The period read from every bureau
 * together must be over (the strongest evidence anywhere wins, so weaker evidence at one bureau cannot make
 * an item outdated), and so must the period read from the bureau's own file and, for a collection, the
 * original account as that same bureau shows it: a bureau that gives a later delinquency date than another is
 * told of the difference (a bureau mismatch), not that its own record is too old.
 */
function outdatedAt(t: Tradeline, itemType: ItemType, originalAccount: Tradeline | null, today: string): Bureau[] {
  return bureausOf(t).filter((bureau) => {
    const period = periodAt(t, itemType, originalAccount, [bureau]);
    return period !== null && today > period.endsOn;
  });
}

/**
 * The reasons one negative item can be disputed, strongest first: an outdated item must go whatever
 * else is true, a duplicate or a paid debt reported as owed are errors on their face, bureaus that
 * disagree prove that at least one is wrong, and an item only one bureau reports merely invites a check.
 */
function reasonsFor(
  t: Tradeline,
  { itemType }: TradelineClassification,
  clock: { period: ReportingPeriod | null; originalAccount: Tradeline | null; today: string },
  index: DuplicateIndex,
  bureausReturned: ReadonlySet<Bureau>,
): DisputeReason[] {
  const reasons: DisputeReason[] = [];
  const reporting = bureausOf(t);
  const { period, today } = clock;

  const outdated =
    period !== null && today > period.endsOn ? outdatedAt(t, itemType, clock.originalAccount, today) : [];
  // Explained from those bureaus' own dates, so the date quoted is one the bureaus addressed gave.
  const theirPeriod = periodAt(t, itemType, clock.originalAccount, outdated);
  if (theirPeriod !== null) {
    reasons.push({
      code: 'outdated',
      rule: 'outdated',
      bureaus: outdated,
      relatedTradelineKey: null,
      explanation: explainOutdated(t, itemType, theirPeriod, outdated),
    });
  }

  for (const match of findDuplicates(t, index)) {
    reasons.push({
      code: 'duplicate',
      rule: 'duplicate',
      bureaus: match.bureaus,
      relatedTradelineKey: match.related.key,
      explanation: explainDuplicate(t, itemType, match),
    });
  }

  const paidConflict = findPaidConflict(t);
  if (paidConflict) {
    // The bureaus that still report it owed: a bureau showing it paid has nothing to correct.
    reasons.push({
      code: 'paid_in_full',
      rule: 'paid_but_reported_unpaid',
      bureaus: paidConflict.unpaid.map((view) => view.bureau),
      relatedTradelineKey: null,
      explanation: explainPaidConflict(t, itemType, paidConflict),
    });
  }

  for (const mismatch of findBureauMismatches(t)) {
    reasons.push({
      code: mismatch.code,
      rule: 'bureau_mismatch',
      bureaus: mismatch.bureaus,
      relatedTradelineKey: null,
      explanation: explainBureauMismatch(t, itemType, mismatch),
    });
  }

  const [only] = reporting;
  if (only !== undefined && reporting.length === 1 && bureausReturned.size >= 2) {
    const silent = BUREAUS.filter((bureau) => bureau !== only && bureausReturned.has(bureau));
    // "other", not "mixed_files": one bureau alone proves no mix-up with another person's file.
    reasons.push({
      code: 'other',
      rule: 'single_bureau',
      bureaus: [only],
      relatedTradelineKey: null,
      explanation: explainSingleBureau(t, itemType, only, silent),
    });
  }
  return reasons;
}

/**
 * Every negative tradeline of a report with the reasons it can be disputed, as of `today` (YYYY-MM-DD).
 * `bureausReturned` is the set of bureaus the report covers, so a one-bureau report never flags an item
 * for being reported by one bureau only. Pure: the same report and day always give the same findings.
 */
export function findDisputeOpportunities(
  tradelines: readonly Tradeline[],
  today: string,
  bureausReturned: readonly Bureau[],
): NegativeItemFinding[] {
  const negatives = new Map<Tradeline, TradelineClassification>();
  for (const t of tradelines) {
    const classification = classifyTradeline(t);
    if (classification) negatives.set(t, classification);
  }
  const index = indexForDuplicates(tradelines, new Set(negatives.keys()));
  const returned = new Set(bureausReturned);

  const findings: NegativeItemFinding[] = [];
  for (const [t, classification] of negatives) {
    // A collection's clock is its original account's: the finder reads it from that account when it is here.
    const sameCreditor = t.originalCreditorName
      ? (index.byCreditor.get(normalizeCreditorName(t.originalCreditorName)) ?? [])
      : [];
    const originalAccount = classification.itemType === 'collection' ? findOriginalAccount(t, sameCreditor) : null;
    const period = findReportingPeriod(t, classification.itemType, { originalAccount });
    findings.push({
      tradelineKey: t.key,
      itemType: classification.itemType,
      impact: classification.impact,
      reportingEndsOn: period?.endsOn ?? null,
      reasons: reasonsFor(t, classification, { period, originalAccount, today }, index, returned),
    });
  }
  return findings;
}
