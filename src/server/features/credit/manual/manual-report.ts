import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { ParsedCreditReport, Tradeline } from '#shared/schemas/credit-report.ts';
import type { ManualScore, ReportNumbers } from '#shared/schemas/manual-items.ts';
import { type ManualItemFacts, toManualTradeline } from './manual-tradeline.ts';

export interface ManualReportInput {
  items: readonly ManualItemFacts[];
  scores: readonly ManualScore[];
  /** Each bureau's report number as the member typed it from that bureau's report. */
  reportNumbers?: ReportNumbers;
  /** The member, by the name on their profile (else their account): they typed in their own report. */
  borrower: { firstName: string; lastName: string };
  today: string;
  /** The bureaus that answered `deleted` to a dispute of an item: that bureau no longer reports it. */
  deletions?: readonly { tradelineKey: string; bureau: Bureau }[];
}

/** An item without the bureaus that deleted it; gone once every bureau that showed it has. */
function withoutDeleted(tradeline: Tradeline, deleted: ReadonlySet<string>): Tradeline[] {
  const views = tradeline.views.filter((view) => !deleted.has(`${tradeline.key}|${view.bureau}`));
  return views.length === 0 ? [] : [{ ...tradeline, views }];
}

/**
 * The member's hand-entered items and scores as one report, read as of `today`. Each bureau's view is the
 * bureau's own record (per bureau), and the report covers the bureaus the member entered anything from. What a
 * bureau deleted after a dispute is gone from that bureau's part, as a bureau's next report would show it.
 */
export function buildManualReport({
  items,
  scores,
  reportNumbers = {},
  borrower,
  today,
  deletions = [],
}: ManualReportInput): ParsedCreditReport {
  const deleted = new Set(deletions.map((deletion) => `${deletion.tradelineKey}|${deletion.bureau}`));
  const entered = new Set([
    ...items.flatMap((item) => item.entry.views.map((view) => view.bureau)),
    ...scores.map((score) => score.bureau),
  ]);
  return {
    source: 'manual',
    format: 'manual',
    bureauAttribution: 'per_bureau',
    reportIdentifier: null,
    bureauReportNumbers: reportNumbers,
    reportDate: today,
    borrower: { firstName: borrower.firstName, lastName: borrower.lastName, matchedMember: true, borrowerCount: 1 },
    bureausReturned: BUREAUS.filter((bureau) => entered.has(bureau)),
    scores: BUREAUS.flatMap((bureau) =>
      scores
        .filter((score) => score.bureau === bureau)
        .map((score) => ({ bureau, value: score.value, model: null, date: score.date, factors: [] })),
    ),
    tradelines: items.map(toManualTradeline).flatMap((tradeline) => withoutDeleted(tradeline, deleted)),
    inquiries: [],
  };
}
