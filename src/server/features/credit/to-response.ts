import type { CreditReportResponse, NegativeItem } from '#shared/schemas/credit.ts';
import { isManualTradelineKey } from '#shared/schemas/manual-items.ts';
import type { CreditReportRow, TradelineRow } from './queries.ts';
import { maskAccountNumber } from './summarise-views.ts';

export function averageScore(scores: (number | null)[]): number | null {
  const present = scores.filter((s): s is number => s !== null);
  return present.length ? Math.round(present.reduce((a, b) => a + b, 0) / present.length) : null;
}

/** The fields an item is shown from: a stored tradeline, or one still waiting in an onboarding draft. */
export type NegativeItemSource = Pick<
  TradelineRow,
  | 'id'
  | 'tradelineKey'
  | 'kind'
  | 'itemType'
  | 'impact'
  | 'creditorName'
  | 'originalCreditorName'
  | 'accountNumberLast4'
  | 'accountType'
  | 'amountCents'
  | 'creditLimitCents'
  | 'status'
  | 'dateOpened'
  | 'dateReported'
  | 'dateClosed'
  | 'lastPaymentDate'
  | 'firstDelinquencyDate'
  | 'reportingEndsOn'
  | 'paymentPattern'
  | 'bureaus'
  | 'views'
  | 'disputeReasons'
>;

export function toNegativeItem(row: NegativeItemSource, disputedKeys: ReadonlySet<string>): NegativeItem | null {
  if (!row.itemType || !row.impact) return null;
  return {
    id: row.id,
    kind: row.kind,
    itemType: row.itemType,
    impact: row.impact,
    creditorName: row.creditorName,
    originalCreditorName: row.originalCreditorName,
    accountNumberMasked: maskAccountNumber(row.accountNumberLast4),
    accountType: row.accountType,
    amountCents: row.amountCents,
    creditLimitCents: row.creditLimitCents,
    status: row.status,
    dateOpened: row.dateOpened,
    dateReported: row.dateReported,
    dateClosed: row.dateClosed,
    lastPaymentDate: row.lastPaymentDate,
    firstDelinquencyDate: row.firstDelinquencyDate,
    reportingEndsOn: row.reportingEndsOn,
    paymentPattern: row.paymentPattern,
    bureaus: row.bureaus,
    // The response contract is an allow-list: the fields a member does not need are dropped on the way out.
    views: row.views,
    disputeReasons: row.disputeReasons,
    isDisputed: disputedKeys.has(row.tradelineKey),
    enteredByHand: isManualTradelineKey(row.tradelineKey),
  };
}

const IMPACT_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** The negative items among the rows, the most harmful first. */
export function toNegativeItems(rows: NegativeItemSource[], disputedKeys: ReadonlySet<string>): NegativeItem[] {
  return rows
    .map((row) => toNegativeItem(row, disputedKeys))
    .filter((item): item is NegativeItem => item !== null)
    .sort((a, b) => IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact] || a.creditorName.localeCompare(b.creditorName));
}

/** `disputedKeys`: the accounts with an open dispute, which may have been filed against an older report. */
export function toCreditReportResponse(
  report: CreditReportRow,
  rows: TradelineRow[],
  disputedKeys: ReadonlySet<string>,
): CreditReportResponse {
  const negativeItems = toNegativeItems(rows, disputedKeys);
  const count = (impact: keyof typeof IMPACT_ORDER) => negativeItems.filter((i) => i.impact === impact).length;
  return {
    id: report.id,
    creditScore: averageScore([report.experianScore, report.equifaxScore, report.transunionScore]),
    experianScore: report.experianScore,
    equifaxScore: report.equifaxScore,
    transunionScore: report.transunionScore,
    lastUpdated: report.pulledAt.toISOString(),
    dataSource: report.source,
    isRealBureauData: report.source !== 'demo',
    format: report.format,
    reportIdentifier: report.reportIdentifier,
    borrower: {
      firstName: report.borrowerFirstName,
      lastName: report.borrowerLastName,
      matchedMember: report.borrowerMatchedMember,
      borrowerCount: report.borrowerCount,
    },
    bureausReturned: report.bureausReturned,
    scores: report.scores,
    summary: {
      totalAccounts: rows.filter((r) => r.kind === 'account').length,
      negativeItems: negativeItems.length,
      publicRecords: rows.filter((r) => r.kind === 'public_record').length,
      inquiries: report.inquiryCount,
      byImpact: { high: count('high'), medium: count('medium'), low: count('low') },
      withDisputeReasons: negativeItems.filter((i) => i.disputeReasons.length > 0).length,
    },
    negativeItems,
  };
}
