import type { ItemType } from '#shared/constants/credit-items.ts';
import { BANKRUPTCY_REPORTING_YEARS, DELINQUENCY_GRACE_DAYS, REPORTING_YEARS } from '#shared/constants/fcra.ts';
import type { BureauView, Tradeline } from '#shared/schemas/credit-report.ts';
import { isCollectionAccount } from './classify-tradeline.ts';
import { addDays, addYears, earliestDate, firstOfMonthOffset, latestDate } from './iso-date.ts';
import { normalizeCreditorName } from './normalize-creditor-name.ts';

/** What the reporting period is counted from. */
export type ReportingBasis =
  | 'first_delinquency'
  | 'estimated_delinquency'
  | 'bankruptcy_filing'
  | 'record_filing'
  | 'lien_release';

/**
 * What an estimated delinquency was dated from: the charge-off less 180 days, the original account's
 * delinquency (for a collection), the first month of the latest run of late payments, the earliest adverse
 * rating, the last payment, the closing, or, when the file holds none of these, the date the item was reported.
 */
export type DelinquencyEvidence =
  | 'charge_off'
  | 'original_account'
  | 'first_late_month'
  | 'adverse_rating'
  | 'last_payment'
  | 'date_closed'
  | 'date_reported';

export type BankruptcyChapter = 7 | 11 | 12 | 13;

export interface ReportingPeriod {
  basis: ReportingBasis;
  /** The date the period is counted from. */
  from: string;
  /** The last day the item may be reported; it is outdated from the next day on. */
  endsOn: string;
  years: number;
  /** For a bankruptcy public record: the chapter, when the record states it. */
  bankruptcyChapter: BankruptcyChapter | null;
  /** For an estimated delinquency: the date on file it was counted from; null for every other basis. */
  evidence: DelinquencyEvidence | null;
}

/** What the rest of the report tells about an item. */
export interface ReportingContext {
  /** For a collection: the account it came from, when the report holds it (see findOriginalAccount). */
  originalAccount?: Tradeline | null;
}

/**
 * The bureaus remove a Chapter 13 bankruptcy after 7 years of their own accord (it repays creditors under
 * a plan); the FCRA's 10 years remain the limit for Chapter 7 and for any chapter we cannot tell.
 */
const CHAPTER_13_REPORTING_YEARS = 7;

const CHAPTER_IN_TEXT = /CHAPTER\s*(7|11|12|13)\b/i;

function bankruptcyChapterOf(t: Tradeline): BankruptcyChapter | null {
  if (t.bankruptcyChapter !== null) return t.bankruptcyChapter;
  const texts = [t.publicRecordType ?? '', ...t.views.flatMap((view) => view.remarks)];
  for (const text of texts) {
    const match = CHAPTER_IN_TEXT.exec(text);
    if (match) return Number(match[1]) as BankruptcyChapter;
  }
  return null;
}

/** The most recent unbroken run of late months (the pattern's first character is the most recent month). */
const LATEST_LATE_RUN = /[1-9]+/;

/**
 * The month the latest delinquency began: the oldest month of the most recent unbroken run of late months.
 * Older late runs were cured and do not start the clock of the delinquency that led to the charge-off or
 * collection (FCRA § 623(a)(5)).
 */
function firstLateMonth(view: BureauView): string | null {
  if (view.paymentPattern === null || view.dateReported === null) return null;
  const run = LATEST_LATE_RUN.exec(view.paymentPattern);
  return run ? firstOfMonthOffset(view.dateReported, -(run.index + run[0].length - 1)) : null;
}

/**
 * The month the pattern shows the account current just before its latest late run: the delinquency that
 * matters began after it, so no earlier date can be its start (an older late payment was cured by then).
 */
function currentBeforeLatestRun(view: BureauView): string | null {
  if (view.paymentPattern === null || view.dateReported === null) return null;
  const run = LATEST_LATE_RUN.exec(view.paymentPattern);
  if (!run) return null;
  const older = run.index + run[0].length;
  return view.paymentPattern.charAt(older) === 'C' ? firstOfMonthOffset(view.dateReported, -older) : null;
}

interface DelinquencyStart {
  from: string;
  /** Null when a bureau gives the date of first delinquency. */
  evidence: DelinquencyEvidence | null;
}

/**
 * The date of first delinquency (DOFD) the period runs from. When bureaus give different dates we take the
 * earliest: the creditor has one true DOFD, and a later one is what "re-aging" looks like, a way to keep
 * an item on the file longer than the law allows.
 *
 * Without any DOFD it is estimated from the best evidence on file, strongest first: for a collection, its
 * original account's delinquency (the same debt); the charge-off less 180 days (creditors charge off a debt
 * 120 to 180 days delinquent); the first month of the latest run of late payments the history shows; the last
 * payment (the delinquency starts with the first payment missed after it); the closing; the earliest adverse
 * rating. The strongest kind any bureau gives wins, at its earliest date across bureaus: a weaker kind can run
 * years wrong either way (an account closed long before it went bad, an old late payment later cured), and a
 * claim that an item is outdated goes in a letter. Evidence from before the month the history last shows the
 * account current is a delinquency that was cured and never counts. The date reported counts only when the
 * file holds nothing else.
 */
function delinquencyStart(t: Tradeline, context: ReportingContext): DelinquencyStart | null {
  const reported = earliestDate(t.views.map((view) => view.firstDelinquencyDate));
  if (reported !== null) return { from: reported, evidence: null };

  const notBefore = latestDate(t.views.map(currentBeforeLatestRun));
  const original = context.originalAccount ? delinquencyStart(context.originalAccount, {}) : null;
  const evidenceInOrder: [DelinquencyEvidence, (string | null)[]][] = [
    ['original_account', [original?.evidence === 'date_reported' ? null : (original?.from ?? null)]],
    [
      'charge_off',
      t.views.map((view) => (view.chargeOffDate ? addDays(view.chargeOffDate, -DELINQUENCY_GRACE_DAYS) : null)),
    ],
    ['first_late_month', t.views.map(firstLateMonth)],
    ['last_payment', t.views.map((view) => view.lastPaymentDate)],
    ['date_closed', t.views.map((view) => view.dateClosed)],
    ['adverse_rating', t.views.map((view) => view.earliestAdverseRatingDate ?? null)],
  ];
  for (const [evidence, dates] of evidenceInOrder) {
    const from = earliestDate(dates.filter((date) => date !== null && (notBefore === null || date >= notBefore)));
    if (from !== null) return { from, evidence };
  }
  const reportedOn = earliestDate(t.views.map((view) => view.dateReported));
  return reportedOn === null ? null : { from: reportedOn, evidence: 'date_reported' };
}

/**
 * The account a collection came from: the one other tradeline of the report under the creditor the
 * collection names as original, preferring a negative one when the member has several accounts there. Null
 * when there is none, or several with nothing to tell them apart.
 */
export function findOriginalAccount(collection: Tradeline, tradelines: readonly Tradeline[]): Tradeline | null {
  if (!collection.originalCreditorName) return null;
  const creditor = normalizeCreditorName(collection.originalCreditorName);
  const accounts = tradelines.filter(
    (t) =>
      t !== collection &&
      t.kind === 'account' &&
      !isCollectionAccount(t) &&
      normalizeCreditorName(t.creditorName) === creditor,
  );
  const negative = accounts.filter((t) => t.views.some((view) => view.isDerogatory || view.isChargeOff));
  const likely = negative.length > 0 ? negative : accounts;
  return likely.length === 1 ? (likely[0] ?? null) : null;
}

/** A public record's filing (or entry) date; vendors that omit it still give the date it was reported. */
function filingDate(t: Tradeline): string | null {
  return earliestDate(t.views.map((view) => view.dateOpened)) ?? earliestDate(t.views.map((view) => view.dateReported));
}

function period(
  basis: ReportingBasis,
  from: string | null,
  years: number,
  bankruptcyChapter: BankruptcyChapter | null = null,
): ReportingPeriod | null {
  if (from === null) return null;
  return { basis, from, endsOn: addYears(from, years), years, bankruptcyChapter, evidence: null };
}

/**
 * How long the FCRA (§ 605, 15 U.S.C. § 1681c) lets the item be reported. Accounts, including those
 * "included in bankruptcy", run 7 years from 180 days after the first delinquency (for a collection, the
 * original account's: pass it in `context`). Public records run from their own dates: a bankruptcy from its
 * filing (see the chapter rule above), a judgment or other record 7 years from its entry, a tax lien 7 years
 * from its release; an unreleased tax lien has no limit.
 */
export function findReportingPeriod(
  t: Tradeline,
  itemType: ItemType,
  context: ReportingContext = {},
): ReportingPeriod | null {
  if (t.kind === 'public_record') {
    if (itemType === 'bankruptcy') {
      const chapter = bankruptcyChapterOf(t);
      const years = chapter === 13 ? CHAPTER_13_REPORTING_YEARS : BANKRUPTCY_REPORTING_YEARS;
      return period('bankruptcy_filing', filingDate(t), years, chapter);
    }
    if (itemType === 'tax_lien') {
      return period('lien_release', earliestDate(t.views.map((view) => view.dateClosed)), REPORTING_YEARS);
    }
    return period('record_filing', filingDate(t), REPORTING_YEARS);
  }
  const start = delinquencyStart(t, context);
  if (start === null) return null;
  const graceEnds = addDays(start.from, DELINQUENCY_GRACE_DAYS);
  return {
    basis: start.evidence === null ? 'first_delinquency' : 'estimated_delinquency',
    from: start.from,
    endsOn: addYears(graceEnds, REPORTING_YEARS),
    years: REPORTING_YEARS,
    bankruptcyChapter: null,
    evidence: start.evidence,
  };
}

/** The last day the item may be reported (ISO date), or null when no date on file allows telling. */
export function reportingEndsOn(t: Tradeline, itemType: ItemType, context: ReportingContext = {}): string | null {
  return findReportingPeriod(t, itemType, context)?.endsOn ?? null;
}
