import type { ItemType } from '../constants/credit-items.ts';
import { BANKRUPTCY_REPORTING_YEARS, DELINQUENCY_GRACE_DAYS, REPORTING_YEARS } from '../constants/fcra.ts';
import type { BureauView, Tradeline } from '../schemas/credit-report.ts';
import { addDays, addYears, earliestDate, firstOfMonthOffset } from './iso-date.ts';

/** What the reporting period is counted from. */
export type ReportingBasis =
  | 'first_delinquency'
  | 'estimated_delinquency'
  | 'bankruptcy_filing'
  | 'record_filing'
  | 'lien_release';

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

/**
 * The month the latest delinquency began: the oldest month of the most recent unbroken run of late months
 * (the pattern's first character is the most recent month). Older late runs were cured and do not start
 * the clock of the delinquency that led to the charge-off or collection (FCRA § 623(a)(5)).
 */
function firstLateMonth(view: BureauView): string | null {
  if (view.paymentPattern === null || view.dateReported === null) return null;
  const run = /[1-9]+/.exec(view.paymentPattern);
  return run ? firstOfMonthOffset(view.dateReported, -(run.index + run[0].length - 1)) : null;
}

/**
 * The date of first delinquency (DOFD) the period runs from. When bureaus give different dates we take the
 * earliest: the creditor has one true DOFD, and a later one is what "re-aging" looks like, a way to keep
 * an item on the file longer than the law allows. Without any DOFD we estimate it as the earliest of the
 * first late month, the date closed and the date reported: a delinquency must already have begun when the
 * bureau first shows the account late, when a creditor closes a bad account (charge-offs and transfers to
 * collection close it) and when the bureau reports it as negative at all.
 */
function delinquencyStart(t: Tradeline): { from: string; estimated: boolean } | null {
  const reported = earliestDate(t.views.map((view) => view.firstDelinquencyDate));
  if (reported !== null) return { from: reported, estimated: false };
  const estimated = earliestDate(t.views.flatMap((view) => [firstLateMonth(view), view.dateClosed, view.dateReported]));
  return estimated === null ? null : { from: estimated, estimated: true };
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
  return { basis, from, endsOn: addYears(from, years), years, bankruptcyChapter };
}

/**
 * How long the FCRA (§ 605, 15 U.S.C. § 1681c) lets the item be reported. Accounts, including those
 * "included in bankruptcy", run 7 years from 180 days after the first delinquency. Public records run
 * from their own dates: a bankruptcy from its filing (see the chapter rule above), a judgment or other
 * record 7 years from its entry, a tax lien 7 years from its release; an unreleased tax lien has no limit.
 */
export function findReportingPeriod(t: Tradeline, itemType: ItemType): ReportingPeriod | null {
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
  const start = delinquencyStart(t);
  if (start === null) return null;
  const graceEnds = addDays(start.from, DELINQUENCY_GRACE_DAYS);
  return {
    basis: start.estimated ? 'estimated_delinquency' : 'first_delinquency',
    from: start.from,
    endsOn: addYears(graceEnds, REPORTING_YEARS),
    years: REPORTING_YEARS,
    bankruptcyChapter: null,
  };
}

/** The last day the item may be reported (ISO date), or null when no date on file allows telling. */
export function reportingEndsOn(t: Tradeline, itemType: ItemType): string | null {
  return findReportingPeriod(t, itemType)?.endsOn ?? null;
}
