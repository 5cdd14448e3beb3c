import type { Bureau } from '#shared/constants/bureaus.ts';
import type { ImpactLevel, ItemType } from '#shared/constants/credit-items.ts';
import { classifyTradeline } from '#shared/rules/classify-tradeline.ts';
import { findDisputeOpportunities } from '#shared/rules/find-dispute-opportunities.ts';
import type { DisputeReason } from '#shared/schemas/credit.ts';
import type { ParsedCreditReport, Tradeline } from '#shared/schemas/credit-report.ts';
import { lastFourOf, summariseViews, type TradelineSummary } from './summarise-views.ts';

export interface AnalysedTradeline {
  tradeline: Tradeline;
  summary: TradelineSummary;
  /** Null for an account in good standing. */
  itemType: ItemType | null;
  impact: ImpactLevel | null;
  reportingEndsOn: string | null;
  disputeReasons: DisputeReason[];
}

/** Classifies every tradeline and runs the dispute-opportunity finder over the report, as of `today`. */
export function analyseReport(report: ParsedCreditReport, today: string): AnalysedTradeline[] {
  // With vendor-merged records the bureaus that report an account are unknown: no "only one bureau" finding.
  const coverage = report.bureauAttribution === 'per_bureau' ? report.bureausReturned : [];
  const findings = new Map(
    findDisputeOpportunities(report.tradelines, today, coverage).map((f) => [f.tradelineKey, f]),
  );
  return report.tradelines.map((tradeline) => {
    const classification = classifyTradeline(tradeline);
    const finding = findings.get(tradeline.key);
    return {
      tradeline,
      summary: summariseViews(tradeline.views),
      itemType: classification?.itemType ?? null,
      impact: classification?.impact ?? null,
      reportingEndsOn: finding?.reportingEndsOn ?? null,
      disputeReasons: finding?.reasons ?? [],
    };
  });
}

/** What a stored tradeline says, before it has an owner, an id or a sealed account number. */
export function tradelineFacts({
  tradeline,
  summary,
  itemType,
  impact,
  reportingEndsOn,
  disputeReasons,
}: AnalysedTradeline) {
  return {
    tradelineKey: tradeline.key,
    kind: tradeline.kind,
    creditorName: tradeline.creditorName,
    originalCreditorName: tradeline.originalCreditorName,
    creditorAddress: tradeline.creditorAddress ?? null,
    accountNumberLast4: lastFourOf(tradeline.accountNumber),
    accountType: tradeline.accountType,
    loanType: tradeline.loanType,
    itemType,
    impact,
    ...summary,
    reportingEndsOn,
    bureaus: tradeline.views.map((v) => v.bureau),
    views: tradeline.views,
    disputeReasons,
  };
}

/** One score a bureau: a file can carry two models for one bureau (FICO and VantageScore); the first counts. */
export function bureauScore(report: ParsedCreditReport, bureau: Bureau): number | null {
  return report.scores.find((score) => score.bureau === bureau)?.value ?? null;
}
