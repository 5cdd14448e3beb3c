import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { DELINQUENCY_GRACE_DAYS, REPORTING_YEARS } from '#shared/constants/fcra.ts';
import type { DateField, MoneyField } from '#shared/rules/bureau-mismatch.ts';
import { PAYMENT_STATUS_LABELS } from '#shared/rules/explanation-labels.ts';
import { formatDate, formatList, formatMoney } from '#shared/rules/format-for-letter.ts';
import { findReportingPeriod } from '#shared/rules/reporting-period.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';
import { describeAmounts, describeDates, describeLatePayments, nameItem } from './letter-parts.ts';
import type { LetterConsumer, LetterItem, LetterReason, LetterRequest } from './letter-types.ts';
import { lastFour } from './mask-numbers.ts';

/**
 * What a reason's template may draw on: the item's own facts, so no two items read alike. A template says in
 * the consumer's voice only what choosing the reason says; every date and amount it quotes is the report's,
 * and the sentence names the bureau that reports it. The member never told us when they paid, what their
 * records hold or what they received, so no template says so.
 */
export interface ReasonContext {
  bureauName: string;
  /** "CAPITAL ONE account ending in 1234" */
  named: string;
  creditor: string;
  item: LetterItem;
  consumer: LetterConsumer;
  /** The letter's date, YYYY-MM-DD. */
  date: string;
  /** Whether the member says they have an identity theft report (FTC or police). */
  identityTheftReport: boolean;
  /** Whether the letter quotes the member's own words after the reasons. */
  ownWords: boolean;
}

/** The context a letter's reasons are explained in, the bureau's and the furnisher's dispute alike. */
export function reasonContextOf(request: LetterRequest): ReasonContext {
  const { item } = request;
  return {
    bureauName: BUREAU_NAMES[request.bureau],
    named: nameItem(item),
    creditor: item.creditorName.trim(),
    item,
    consumer: request.consumer,
    date: request.date,
    identityTheftReport: request.identityTheftReport,
    ownWords: Boolean(request.additionalDetails?.trim()),
  };
}

/**
 * What the member asks the bureau to do. A letter with several reasons asks for one deletion at most, and
 * for corrections should the bureau keep the item; "general" is asked for only when nothing else is.
 */
interface Remedy {
  kind: 'delete' | 'correct' | 'general';
  /** Follows "please investigate … within 30 days … and". */
  text: string;
}

interface ReasonTemplate {
  /** Why the item is wrong, in the consumer's voice: one paragraph or more. */
  explain(ctx: ReasonContext, reason: LetterReason): string[];
  remedy: Remedy;
  /** Evidence this reason calls for, beyond ID and proof of address. */
  enclosures(ctx: ReasonContext): string[];
  /** The reason in a few words, for a collector who has not seen the bureau letter. */
  inBrief: string;
}

function balanceOf(view: BureauView | null): string | null {
  return view?.balanceCents ? formatMoney(view.balanceCents) : null;
}

/** Section 605's end date for an account whose bureau gives the first delinquency, else null. */
export function reportableUntil(item: LetterItem): string | null {
  if (item.view?.firstDelinquencyDate == null) return null;
  const period = findReportingPeriod(
    {
      key: 'letter',
      kind: 'account',
      creditorName: item.creditorName,
      originalCreditorName: item.originalCreditorName,
      accountNumber: null,
      accountType: null,
      loanType: null,
      bankruptcyChapter: null,
      publicRecordType: null,
      views: [item.view],
    },
    item.itemType,
  );
  return period?.basis === 'first_delinquency' ? period.endsOn : null;
}

const DELETE_IT: Remedy = { kind: 'delete', text: 'delete it from my file' };

const notMine: ReasonTemplate = {
  explain: ({ named, item, bureauName }) => {
    const balance = balanceOf(item.view);
    return [
      `The ${named} is not mine, and I do not owe ${balance ? `the ${balance} that ${bureauName} lists for it` : 'anything on it'}.`,
    ];
  },
  remedy: DELETE_IT,
  enclosures: () => [],
  inBrief: 'This debt is not mine.',
};

/** How a letter names a date a bureau gives, ready to follow "it": "was opened on". */
const DATE_PHRASES: Readonly<Record<DateField, string>> = {
  dateOpened: 'was opened on',
  firstDelinquencyDate: 'first became delinquent on',
  dateClosed: 'was closed on',
  lastPaymentDate: 'was last paid on',
};

const AMOUNT_PHRASES: Readonly<Record<MoneyField, string>> = {
  balanceCents: 'a balance of',
  pastDueCents: 'a past-due amount of',
};

/** The dates the analysis found this bureau giving where another bureau gives others, with this bureau's values. */
function contradictedDates(view: BureauView | null, fields: LetterReason['fields']): [DateField, string][] {
  if (!view) return [];
  return (Object.keys(DATE_PHRASES) as DateField[]).flatMap((field) => {
    const date = view[field];
    return fields.includes(field) && date ? [[field, date] as [DateField, string]] : [];
  });
}

function contradictedAmounts(view: BureauView | null, fields: LetterReason['fields']): string[] {
  if (!view) return [];
  return (Object.keys(AMOUNT_PHRASES) as MoneyField[]).flatMap((field) => {
    const cents = view[field];
    return fields.includes(field) && cents !== null ? [`${AMOUNT_PHRASES[field]} ${formatMoney(cents)}`] : [];
  });
}

/** Where the member's own words, quoted after the reasons, say what is wrong. */
const OWN_WORDS_NAME_IT = 'I say which in my own words below.';

const incorrectAmount: ReasonTemplate = {
  explain: ({ named, creditor, item, bureauName, ownWords }, { fields }) => {
    const wrong = contradictedAmounts(item.view, fields);
    if (wrong.length > 0) {
      return [
        `${bureauName} reports ${formatList(wrong, 'en')} for the ${named}. ${wrong.length === 1 ? 'That amount is' : 'Those amounts are'} wrong: it is not what I owe ${creditor}.`,
      ];
    }
    const amounts = item.view ? describeAmounts(item.view) : [];
    if (amounts.length === 0) {
      return [`The amount ${bureauName} reports for the ${named} is wrong. It is not what I owe ${creditor}.`];
    }
    return [
      `${bureauName} shows ${formatList(amounts, 'en')} for the ${named}, and an amount it reports is not what I owe ${creditor}.${ownWords ? ` ${OWN_WORDS_NAME_IT}` : ''}`,
    ];
  },
  remedy: { kind: 'correct', text: 'correct the amounts it reports' },
  enclosures: ({ creditor }) => [`Statements or receipts from ${creditor} that show the correct amount`],
  inBrief: 'The amount you claim is wrong.',
};

const incorrectDates: ReasonTemplate = {
  explain: ({ named, item, bureauName, ownWords }, { fields }) => {
    const wrong = contradictedDates(item.view, fields);
    const delinquencyNote = (date: string) =>
      ` The date of first delinquency, ${formatDate(date)}, matters most: it decides how long the account may stay on my report, so it must be exact.`;
    if (wrong.length > 0) {
      const namedDates = wrong.map(([field, date]) => `${DATE_PHRASES[field]} ${formatDate(date)}`);
      const delinquent = wrong.find(([field]) => field === 'firstDelinquencyDate')?.[1];
      return [
        `${bureauName} says the ${named} ${formatList(namedDates, 'en')}. ${wrong.length === 1 ? 'That date is' : 'Those dates are'} not correct.${delinquent ? delinquencyNote(delinquent) : ''}`,
      ];
    }
    const dates = item.view ? describeDates(item.view) : [];
    return [
      `A date ${bureauName} reports for the ${named} is not correct.${dates.length > 0 ? ` ${bureauName} says it ${formatList(dates, 'en')}.` : ''}${ownWords ? ` ${OWN_WORDS_NAME_IT}` : ''}`,
    ];
  },
  remedy: { kind: 'correct', text: 'correct the dates it reports' },
  enclosures: ({ creditor }) => [`Statements or letters from ${creditor} that show the correct dates`],
  inBrief: 'The dates reported for this debt are wrong.',
};

const paidInFull: ReasonTemplate = {
  explain: ({ named, item, bureauName }) => {
    const { view } = item;
    const balance = balanceOf(view);
    const unpaid =
      view && view.paymentStatus !== 'current' && view.paymentStatus !== 'unknown'
        ? `the status “${PAYMENT_STATUS_LABELS[view.paymentStatus].en}”`
        : null;
    const wrong = [...(balance ? [`a balance of ${balance}`] : []), ...(unpaid ? [unpaid] : [])];
    return [
      `I paid the ${named} in full. ${wrong.length > 0 ? `Yet ${bureauName} still reports ${formatList(wrong, 'en')}.` : `Yet ${bureauName} does not show it as paid.`} A paid account must show a balance of ${formatMoney(0)} and a paid status.`,
    ];
  },
  remedy: { kind: 'correct', text: `update it to show that it is paid in full, with a balance of ${formatMoney(0)}` },
  enclosures: ({ creditor }) => [
    `Proof of my payment to ${creditor}, such as a receipt, bank statement or paid-in-full letter`,
  ],
  inBrief: 'I have already paid this debt in full.',
};

const paidOnTime: ReasonTemplate = {
  explain: ({ named, item, bureauName }) => {
    const lates = item.view ? describeLatePayments(item.view) : [];
    // Only a late payment the report shows is called inaccurate; with none shown, the member's word stands alone.
    return [
      lates.length > 0
        ? `I made my payments on the ${named} on time, so the late payments ${bureauName} reports (${formatList(lates, 'en')}) are not accurate.`
        : `I made my payments on the ${named} on time, and no late payment may be reported for it.`,
    ];
  },
  remedy: { kind: 'correct', text: 'remove the late payments it reports' },
  enclosures: ({ creditor }) => [`Bank statements or receipts that show when I paid ${creditor}`],
  inBrief: 'I made my payments on time.',
};

const accountClosed: ReasonTemplate = {
  explain: ({ named, item, bureauName }) => [
    `The ${named} was closed${item.view?.accountStatus === 'open' ? `, yet ${bureauName} reports it as open` : ''}.`,
  ],
  remedy: { kind: 'correct', text: 'report it as closed' },
  enclosures: ({ creditor }) => [`A statement or letter from ${creditor} that shows the account was closed`],
  inBrief: 'This account was closed.',
};

const duplicate: ReasonTemplate = {
  explain: ({ named, item, bureauName }) => {
    const balance = balanceOf(item.view);
    return [
      `${bureauName} reports the debt of the ${named}${balance ? `, with a balance of ${balance},` : ''} more than once in my file, so one debt counts against me twice. A debt may appear only once on my report.`,
    ];
  },
  remedy: { kind: 'delete', text: 'delete the duplicate entry' },
  enclosures: ({ bureauName }) => [`The pages of my ${bureauName} report that show both entries, each one marked`],
  inBrief: 'This debt is already reported under another account, so it is counted twice.',
};

const identityTheft: ReasonTemplate = {
  explain: ({ named, creditor, item, bureauName, identityTheftReport }) => {
    const balance = balanceOf(item.view);
    const theft = `The ${named} is the result of identity theft: it was opened or used in my name without my permission${balance ? `, and I do not owe the ${balance} that ${bureauName} lists for it` : ''}.`;
    // Section 605B's block requires an identity theft report: without one the letter asks for the ordinary investigation.
    if (!identityTheftReport) return [theft];
    return [
      `${theft} With this letter I enclose a copy of my identity theft report.`,
      `Under section 605B of the Fair Credit Reporting Act (15 U.S.C. § 1681c-2), please block the ${named} from my ${bureauName} file within four business days of receiving this letter, and notify ${creditor} that it may be the result of identity theft.`,
    ];
  },
  remedy: DELETE_IT,
  enclosures: ({ identityTheftReport }) =>
    identityTheftReport ? ['A copy of my identity theft report (from IdentityTheft.gov or the police)'] : [],
  inBrief: 'This debt is the result of identity theft.',
};

const mixedFiles: ReasonTemplate = {
  explain: ({ named, consumer, bureauName }) => {
    const born = consumer.dateOfBirth ? `, born on ${formatDate(consumer.dateOfBirth)}` : '';
    const ssn = lastFour(consumer.ssnLast4);
    return [
      `The ${named} belongs to another person whose information has been mixed into my ${bureauName} file, so it is not mine. I am ${consumer.fullName.trim()}${born}${ssn ? `, and my Social Security number ends in ${ssn}` : ''}.`,
    ];
  },
  remedy: { kind: 'delete', text: 'remove it, and anything else that belongs to another person, from my file' },
  enclosures: () => [],
  inBrief: 'This debt belongs to another person, not to me.',
};

const outdated: ReasonTemplate = {
  explain: ({ named, item, bureauName, date }) => {
    const until = reportableUntil(item);
    const delinquent = item.view?.firstDelinquencyDate;
    if (until && delinquent) {
      return [
        `${bureauName} still reports the ${named} and gives ${formatDate(delinquent)} as the date it first became delinquent. Under section 605 of the Fair Credit Reporting Act (15 U.S.C. § 1681c), a negative item like this may be reported for only ${REPORTING_YEARS} years, counted from ${DELINQUENCY_GRACE_DAYS} days after the first delinquency. Counted from the date ${bureauName} gives, it could stay on my report only until ${formatDate(until)}${until < date ? ', and that date has passed' : ''}.`,
      ];
    }
    const opened = item.view?.dateOpened ? formatDate(item.view.dateOpened) : null;
    return [
      `${bureauName} still reports the ${named}${opened ? ` and says it was opened on ${opened}` : ''}. It is too old to stay on my report: section 605 of the Fair Credit Reporting Act (15 U.S.C. § 1681c) limits how long negative information may be reported, and that time has run out for this item.`,
    ];
  },
  remedy: DELETE_IT,
  enclosures: () => [],
  inBrief: 'This debt is too old to be reported under the Fair Credit Reporting Act.',
};

const other: ReasonTemplate = {
  explain: ({ named, bureauName }) => [`What ${bureauName} reports about the ${named} is not accurate or complete.`],
  remedy: { kind: 'general', text: 'correct it' },
  enclosures: () => [],
  inBrief: 'I believe the information about this debt is inaccurate.',
};

/** One template per reason code: the compiler refuses a code without one. */
export const REASON_TEMPLATES: Readonly<Record<DisputeReasonCode, ReasonTemplate>> = {
  not_mine: notMine,
  incorrect_amount: incorrectAmount,
  incorrect_dates: incorrectDates,
  paid_in_full: paidInFull,
  paid_on_time: paidOnTime,
  account_closed: accountClosed,
  duplicate,
  identity_theft: identityTheft,
  mixed_files: mixedFiles,
  outdated,
  other,
};

/**
 * What the letter asks for, from every reason chosen (the main one first): the first deletion asked for,
 * with the corrections should the bureau keep the item; the general request only when no reason asks more.
 */
export function combineRemedies(codes: readonly [DisputeReasonCode, ...DisputeReasonCode[]]): string {
  const remedies = codes.map((code) => REASON_TEMPLATES[code].remedy);
  const texts = (kind: Remedy['kind']) => [
    ...new Set(remedies.filter((remedy) => remedy.kind === kind).map((remedy) => remedy.text)),
  ];
  const [deletion] = texts('delete');
  const corrections = texts('correct');
  const fix = corrections.length > 0 ? formatList(corrections, 'en') : null;
  if (deletion) return fix ? `${deletion}; should you keep any part of it, please ${fix}` : deletion;
  return fix ?? REASON_TEMPLATES[codes[0]].remedy.text;
}
