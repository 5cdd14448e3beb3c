import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { DELINQUENCY_GRACE_DAYS, REPORTING_YEARS } from '#shared/constants/fcra.ts';
import { PAYMENT_STATUS_LABELS } from '#shared/rules/explanation-labels.ts';
import { formatDate, formatList, formatMoney } from '#shared/rules/format-for-letter.ts';
import { findReportingPeriod } from '#shared/rules/reporting-period.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';
import { describeAmounts, describeDates } from './letter-parts.ts';
import type { LetterConsumer, LetterItem } from './letter-types.ts';
import { lastFour } from './mask-numbers.ts';

/** What a reason's template may draw on: the item's own facts, so no two items read alike. */
export interface ReasonContext {
  bureauName: string;
  /** "CAPITAL ONE account ending in 1234" */
  named: string;
  creditor: string;
  item: LetterItem;
  consumer: LetterConsumer;
  /** The letter's date, YYYY-MM-DD. */
  date: string;
}

interface ReasonTemplate {
  /** Why the item is wrong, in the consumer's voice: one paragraph or more. */
  explain(ctx: ReasonContext): string[];
  /** What the bureau should do, to follow "please investigate … within 30 days … and". */
  action(ctx: ReasonContext): string;
  /** Evidence this reason calls for, beyond ID and proof of address. */
  enclosures(ctx: ReasonContext): string[];
  /** The reason in a few words, for a collector who has not seen the bureau letter. */
  inBrief: string;
}

function balanceOf(view: BureauView | null): string | null {
  return view?.balanceCents ? formatMoney(view.balanceCents) : null;
}

function openedOn(view: BureauView | null): string | null {
  return view?.dateOpened ? formatDate(view.dateOpened) : null;
}

/** Section 605's end date for an account whose bureau gives the first delinquency, else null. */
function reportableUntil({ item }: ReasonContext): string | null {
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

const notMine: ReasonTemplate = {
  explain: ({ named, creditor, item, bureauName }) => {
    const original = item.originalCreditorName ? ` or with ${item.originalCreditorName.trim()}` : '';
    const opened = openedOn(item.view);
    const balance = balanceOf(item.view);
    return [
      `The ${named} is not mine. I have never had an account with ${creditor}${original}, and I never allowed anyone to open one in my name.${opened ? ` I did not open any account with ${creditor} on ${opened}.` : ''}${balance ? ` I do not owe the ${balance} that ${bureauName} lists.` : ''}`,
    ];
  },
  action: () => 'delete it from my file',
  enclosures: () => [],
  inBrief: 'This debt is not mine.',
};

const incorrectAmount: ReasonTemplate = {
  explain: ({ named, creditor, item, bureauName }) => {
    const amounts = item.view ? describeAmounts(item.view) : [];
    const lastPaid = item.view?.lastPaymentDate ? formatDate(item.view.lastPaymentDate) : null;
    if (amounts.length === 0) {
      return [`The amount ${bureauName} reports for my ${named} is wrong. It does not match what I owe ${creditor}.`];
    }
    return [
      `The amounts ${bureauName} reports for my ${named} are wrong. ${bureauName} shows ${formatList(amounts, 'en')}, which is not what I owe ${creditor}.${lastPaid ? ` These figures leave out my payments; my last one was on ${lastPaid}.` : ''}`,
    ];
  },
  action: () => 'correct the amounts it reports',
  enclosures: ({ creditor }) => [`Statements or receipts from ${creditor} that show the correct amount`],
  inBrief: 'The amount you claim is wrong.',
};

const incorrectDates: ReasonTemplate = {
  explain: ({ named, creditor, item, bureauName }) => {
    const dates = item.view ? describeDates(item.view) : [];
    const delinquent = item.view?.firstDelinquencyDate ? formatDate(item.view.firstDelinquencyDate) : null;
    if (dates.length === 0) {
      return [
        `The dates ${bureauName} reports for my ${named} are wrong. They do not match my records with ${creditor}.`,
      ];
    }
    return [
      `The dates ${bureauName} reports for my ${named} are wrong. ${bureauName} says it ${formatList(dates, 'en')}. These dates do not match my records with ${creditor}.${delinquent ? ` The date of first delinquency, ${delinquent}, matters most: it decides how long the account may stay on my report, so it must be exact.` : ''}`,
    ];
  },
  action: () => 'correct the dates it reports',
  enclosures: ({ creditor }) => [`Statements or letters from ${creditor} that show the correct dates`],
  inBrief: 'The dates reported for this debt are wrong.',
};

const paidInFull: ReasonTemplate = {
  explain: ({ named, item, bureauName }) => {
    const { view } = item;
    const lastPaid = view?.lastPaymentDate ? formatDate(view.lastPaymentDate) : null;
    const balance = balanceOf(view);
    const unpaid =
      view && view.paymentStatus !== 'current' && view.paymentStatus !== 'unknown'
        ? `the status “${PAYMENT_STATUS_LABELS[view.paymentStatus].en}”`
        : null;
    const wrong = [...(balance ? [`a balance of ${balance}`] : []), ...(unpaid ? [unpaid] : [])];
    return [
      `I paid my ${named} in full${lastPaid ? `; my last payment was on ${lastPaid}` : ''}. ${wrong.length > 0 ? `Yet ${bureauName} still reports ${formatList(wrong, 'en')}.` : `Yet ${bureauName} does not show it as paid.`} A paid account must show a balance of ${formatMoney(0)} and a paid status. I enclose proof of my payment.`,
    ];
  },
  action: () => `update it to show that it is paid in full, with a balance of ${formatMoney(0)}`,
  enclosures: ({ creditor }) => [
    `Proof of my payment to ${creditor}, such as a receipt, bank statement or paid-in-full letter`,
  ],
  inBrief: 'I have already paid this debt in full.',
};

const duplicate: ReasonTemplate = {
  explain: ({ named, item, bureauName }) => {
    const balance = balanceOf(item.view);
    const original = item.originalCreditorName?.trim();
    return [
      `${bureauName} lists my ${named} more than once${balance ? `, with a balance of ${balance}` : ''}. ${original ? `The same debt also appears under the original creditor, ${original}, so ${bureauName} counts one debt twice.` : `It is one debt reported twice, so ${bureauName} counts it against me twice.`} A debt may appear only once on my report.`,
    ];
  },
  action: () => 'delete the duplicate entry',
  enclosures: ({ bureauName }) => [`The pages of my ${bureauName} report that show both entries, each one marked`],
  inBrief: 'This debt is already reported under another account, so it is counted twice.',
};

const identityTheft: ReasonTemplate = {
  explain: ({ named, creditor, item, bureauName }) => {
    const opened = openedOn(item.view);
    const balance = balanceOf(item.view);
    return [
      `The ${named} is the result of identity theft. I did not open it${opened ? ` on ${opened}` : ''}, I have not used it, and I received nothing from it${balance ? `; I do not owe the ${balance} that ${bureauName} lists` : ''}. With this letter I enclose my identity theft report from the Federal Trade Commission (IdentityTheft.gov).`,
      `Under section 605B of the Fair Credit Reporting Act (15 U.S.C. § 1681c-2), please block the ${named} from my ${bureauName} file within four business days of receiving this letter, and notify ${creditor} that it may be the result of identity theft.`,
    ];
  },
  action: () => 'delete it from my file',
  enclosures: () => ['My FTC identity theft report (from IdentityTheft.gov)'],
  inBrief: 'This debt is the result of identity theft.',
};

const mixedFiles: ReasonTemplate = {
  explain: ({ named, creditor, item, consumer, bureauName }) => {
    const born = consumer.dateOfBirth ? `, born on ${formatDate(consumer.dateOfBirth)}` : '';
    const ssn = lastFour(consumer.ssnLast4);
    const original = item.originalCreditorName ? ` or with ${item.originalCreditorName.trim()}` : '';
    return [
      `The ${named} belongs to another person whose information has been mixed into my ${bureauName} file. I am ${consumer.fullName.trim()}${born}${ssn ? `, and my Social Security number ends in ${ssn}` : ''}. I have never had an account with ${creditor}${original}, so this one cannot be mine.`,
    ];
  },
  action: () => 'remove it, and anything else that belongs to another person, from my file',
  enclosures: () => [],
  inBrief: 'This debt belongs to another person, not to me.',
};

const outdated: ReasonTemplate = {
  explain: (ctx) => {
    const { named, item, bureauName, date } = ctx;
    const until = reportableUntil(ctx);
    const delinquent = item.view?.firstDelinquencyDate;
    if (until && delinquent) {
      return [
        `${bureauName} still reports my ${named}, which first became delinquent on ${formatDate(delinquent)}. Under section 605 of the Fair Credit Reporting Act (15 U.S.C. § 1681c), a negative item like this may be reported for only ${REPORTING_YEARS} years, counted from ${DELINQUENCY_GRACE_DAYS} days after the first delinquency. That allowed it on my report only until ${formatDate(until)}${until < date ? ', and that date has passed' : ''}.`,
      ];
    }
    const opened = openedOn(item.view);
    return [
      `${bureauName} still reports my ${named}${opened ? `, which dates from ${opened}` : ''}. It is too old to stay on my report: section 605 of the Fair Credit Reporting Act (15 U.S.C. § 1681c) limits how long negative information may be reported, and that time has run out for this item.`,
    ];
  },
  action: () => 'delete it from my file',
  enclosures: () => [],
  inBrief: 'This debt is too old to be reported under the Fair Credit Reporting Act.',
};

const other: ReasonTemplate = {
  explain: ({ named, bureauName, creditor }) => [
    `What ${bureauName} reports about my ${named} is not accurate or complete, and it does not match my own records with ${creditor}.`,
  ],
  action: () => 'correct it',
  enclosures: () => [],
  inBrief: 'I believe the information about this debt is inaccurate.',
};

/** One template per reason code: the compiler refuses a code without one. */
export const REASON_TEMPLATES: Readonly<Record<DisputeReasonCode, ReasonTemplate>> = {
  not_mine: notMine,
  incorrect_amount: incorrectAmount,
  incorrect_dates: incorrectDates,
  paid_in_full: paidInFull,
  duplicate,
  identity_theft: identityTheft,
  mixed_files: mixedFiles,
  outdated,
  other,
};
