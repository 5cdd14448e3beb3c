import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import { MAILING_ENCLOSURES, type MailingEnclosure } from '#shared/constants/mailing.ts';
import { ACCOUNT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '#shared/rules/explanation-labels.ts';
import { formatDate, formatList, formatMoney } from '#shared/rules/format-for-letter.ts';
import type { BureauView } from '#shared/schemas/credit-report.ts';
import { BUREAU_ADDRESSES } from './bureau-addresses.ts';
import type { Letter, LetterConsumer, LetterItem, LetterRecipient, LetterRequest } from './letter-types.ts';
import { lastFour, maskLongNumbers } from './mask-numbers.ts';

/** The building blocks every kind of letter shares: who writes, which account, what the bureau shows. */

const CERTIFIED_MAIL = 'Sent via certified mail, return receipt requested';

/** What the item is called in a sentence, so a judgment is not called an account. */
const ITEM_NOUNS: Partial<Record<ItemType, string>> = {
  collection: 'collection account',
  judgment: 'judgment',
  tax_lien: 'tax lien',
  bankruptcy: 'bankruptcy entry',
};

/** "CAPITAL ONE account ending in 1234": the words every paragraph uses to name this very item. */
export function nameItem(item: LetterItem): string {
  const last4 = lastFour(item.accountNumberLast4);
  return `${item.creditorName.trim()} ${ITEM_NOUNS[item.itemType] ?? 'account'}${last4 ? ` ending in ${last4}` : ''}`;
}

/** Words the member wrote, quoted as theirs; a long number in them (an SSN, a full account number) keeps its last 4. */
export function quoteMember(words: string): string {
  return `“${maskLongNumbers(words.trim())}”`;
}

/** The member's own words, quoted, when they wrote any. */
export function memberWords(request: LetterRequest): string[] {
  const details = request.additionalDetails?.trim();
  return details ? [`In my own words: ${quoteMember(details)}`] : [];
}

function streetLines(consumer: LetterConsumer): string[] {
  const { address } = consumer;
  return address
    ? [address.street.trim(), `${address.city.trim()}, ${address.state.trim()} ${address.zipCode.trim()}`]
    : [];
}

/** The sender block at the top left. */
function senderBlock(consumer: LetterConsumer): string[] {
  return [consumer.fullName.trim(), ...streetLines(consumer)];
}

export function oneLineAddress(consumer: LetterConsumer): string | null {
  const lines = streetLines(consumer);
  return lines.length > 0 ? lines.join(', ') : null;
}

/**
 * What a bureau needs to find the file. Lines without data are left out rather than printed empty; the
 * SSN shows its last 4 only, in the form bureaus' own forms use.
 */
export function identityLines(consumer: LetterConsumer, withBirthAndSsn: boolean): string[] {
  const address = oneLineAddress(consumer);
  const ssn = lastFour(consumer.ssnLast4);
  return [
    `Full name: ${consumer.fullName.trim()}`,
    ...(address ? [`Current address: ${address}`] : []),
    ...(withBirthAndSsn && consumer.dateOfBirth ? [`Date of birth: ${formatDate(consumer.dateOfBirth)}`] : []),
    ...(withBirthAndSsn && ssn ? [`Social Security number: XXX-XX-${ssn}`] : []),
  ];
}

export function accountLines(item: LetterItem): string[] {
  const last4 = lastFour(item.accountNumberLast4);
  return [
    `Account: ${item.creditorName.trim()}${last4 ? `, account number ending in ${last4}` : ''}`,
    ...(item.originalCreditorName ? [`Original creditor: ${item.originalCreditorName.trim()}`] : []),
  ];
}

/** A furnisher's, collector's or creditor's "to" block: its name, then its address as given. */
export function recipientLines(recipient: LetterRecipient): string[] {
  return [
    recipient.name.trim(),
    recipient.street.trim(),
    `${recipient.city.trim()}, ${recipient.state.trim()} ${recipient.zipCode.trim()}`,
  ];
}

/** A line for the member to write an address we do not know by hand, saying where they will find it. */
export function blankAddressLine(whereToFind: string): string {
  return `Address: ______________________________ (${whereToFind})`;
}

/** A letter to a company: to the address the member or the report gave, else to its name and a line to fill in. */
export function companyAddress(request: LetterRequest, whereToFind: string): string[] {
  return request.recipient
    ? recipientLines(request.recipient)
    : [request.item.creditorName.trim(), blankAddressLine(whereToFind)];
}

/**
 * The first letter to this bureau as the member said they mailed it: the day and the USPS tracking number, when
 * given. `to` says whom the sentence addresses ("you" for the bureau itself).
 */
export function earlierLetterSentence(request: LetterRequest, to = 'you'): string {
  const mailed = request.originalMailedOn ? formatDate(request.originalMailedOn) : null;
  const tracking = request.originalTrackingNumber;
  const sent = mailed ? `On ${mailed}, I mailed ${to} a letter` : `I sent ${to} a letter`;
  return `${sent}${tracking ? ` (USPS tracking number ${tracking})` : ''} disputing the ${nameItem(request.item)} on my ${BUREAU_NAMES[request.bureau]} credit report.`;
}

/**
 * " On 10/28/2026, you answered that it was verified.": the bureau's latest word, as the member recorded it, with
 * its day when they gave one; nothing when no verification came. `who` answered ("you" for the bureau itself).
 */
export function verifiedSentence(request: LetterRequest, who = 'you'): string {
  if (request.verifiedOn) return ` On ${formatDate(request.verifiedOn)}, ${who} answered that it was verified.`;
  return request.verified ? ` ${who === 'you' ? 'You' : who} answered that it was verified.` : '';
}

/** The first letter to the bureau and, when it came, its answer that the item was verified: a later letter's opening. */
export function earlierAnswerSentence(request: LetterRequest, to = 'you'): string {
  return `${earlierLetterSentence(request, to)}${verifiedSentence(request, to)}`;
}

/** The identification line that names the first letter, when the member said when they mailed it. */
export function earlierLetterLines(request: LetterRequest): string[] {
  return request.originalMailedOn ? [`Original dispute mailed: ${formatDate(request.originalMailedOn)}`] : [];
}

/** A copy of the first letter is enclosed only when the member said when they mailed it: they have it then. */
export function earlierLetterEnclosures(request: LetterRequest, to = ''): string[] {
  if (!request.originalMailedOn) return [];
  const receipt = request.originalTrackingNumber ? ' and its mailing receipt' : '';
  return [`A copy of my dispute letter${to} mailed on ${formatDate(request.originalMailedOn)}${receipt}`];
}

function signatureLines(consumer: LetterConsumer): string[] {
  return ['Sincerely,', '', '', '______________________________', consumer.fullName.trim()];
}

/** What a letter is about and says; the rest of the page is the same for every kind. */
type LetterContent = Pick<Letter, 'kind' | 'to' | 'subject' | 'identification' | 'paragraphs' | 'enclosures'>;

/** A letter from the member, sent certified: dated and referenced as requested, signed by the member. */
export function memberLetter(request: LetterRequest, content: LetterContent): Letter {
  return {
    kind: content.kind,
    bureau: request.bureau,
    date: request.date,
    reference: request.reference,
    from: senderBlock(request.consumer),
    to: content.to,
    delivery: CERTIFIED_MAIL,
    subject: content.subject,
    identification: content.identification,
    paragraphs: content.paragraphs,
    enclosures: content.enclosures,
    signature: signatureLines(request.consumer),
  };
}

/** What proves to a bureau who is writing, by the enclosure that carries it when CreditPath mails the letter. */
export const IDENTITY_ENCLOSURE_WORDS: Readonly<Record<MailingEnclosure, string>> = {
  id_copy: 'A copy of my government-issued photo ID (driver’s license, state ID card or passport)',
  proof_of_address: 'Proof of my current address, such as a recent utility bill or bank statement',
};

/** Enclosed with every letter to a bureau the member mails themself. */
export const IDENTITY_ENCLOSURES = MAILING_ENCLOSURES.map((enclosure) => IDENTITY_ENCLOSURE_WORDS[enclosure]);

/** A bureau letter's content; its recipient and identification come from the request. */
type BureauLetterContent = Omit<LetterContent, 'to' | 'identification'> & {
  /** Lines the letter adds after the member's file and the item. */
  moreIdentification?: string[];
};

/**
 * A letter from the member to a bureau: to the bureau's mailing address, identifying the member's file and the
 * item by birth date, SSN, report number and account.
 */
export function bureauLetter(
  request: LetterRequest,
  { moreIdentification = [], ...content }: BureauLetterContent,
): Letter {
  const address = BUREAU_ADDRESSES[request.bureau];
  return memberLetter(request, {
    ...content,
    to: [address.name, ...address.lines],
    identification: [
      ...identityLines(request.consumer, true),
      ...(request.reportNumber ? [`Credit report file number: ${request.reportNumber}`] : []),
      ...accountLines(request.item),
      ...moreIdentification,
    ],
  });
}

/**
 * A later letter to the bureau about the first one: its identification names the first letter, and a copy of it is
 * enclosed before the member's ID and proof of address, then anything else the letter adds.
 */
export function laterBureauLetter(
  request: LetterRequest,
  {
    moreIdentification = [],
    moreEnclosures = [],
    ...content
  }: Omit<BureauLetterContent, 'enclosures'> & {
    moreEnclosures?: string[];
  },
): Letter {
  return bureauLetter(request, {
    ...content,
    moreIdentification: [...earlierLetterLines(request), ...moreIdentification],
    enclosures: [...earlierLetterEnclosures(request), ...IDENTITY_ENCLOSURES, ...moreEnclosures],
  });
}

/** Each amount the bureau shows, in words ready for a list: "a balance of $1,200.00". */
export function describeAmounts(view: BureauView): string[] {
  return [
    ...(view.balanceCents !== null ? [`a balance of ${formatMoney(view.balanceCents)}`] : []),
    ...(view.pastDueCents ? [`${formatMoney(view.pastDueCents)} past due`] : []),
    ...(view.chargeOffCents ? [`a charged-off amount of ${formatMoney(view.chargeOffCents)}`] : []),
  ];
}

/** Each date the bureau shows, ready to follow "it": "was opened on 04/12/2018". */
export function describeDates(view: BureauView): string[] {
  const dates: [string, string | null][] = [
    ['was opened on', view.dateOpened],
    ['first became delinquent on', view.firstDelinquencyDate],
    ['was closed on', view.dateClosed],
    ['was last paid on', view.lastPaymentDate],
    ['was last reported on', view.dateReported],
  ];
  return dates.flatMap(([label, date]) => (date ? [`${label} ${formatDate(date)}`] : []));
}

const LATE_COUNTS = [
  ['late30Count', 'late_30'],
  ['late60Count', 'late_60'],
  ['late90Count', 'late_90'],
] as const;

/** The late payments the bureau counts, ready for a list: "2 payments 30 days late", else its late status. */
export function describeLatePayments(view: BureauView): string[] {
  const counted = LATE_COUNTS.flatMap(([field, status]) => {
    const count = view[field];
    return count ? [`${count} ${count === 1 ? 'payment' : 'payments'} ${PAYMENT_STATUS_LABELS[status].en}`] : [];
  });
  if (counted.length > 0) return counted;
  return view.paymentStatus.startsWith('late_') ? [`the status “${PAYMENT_STATUS_LABELS[view.paymentStatus].en}”`] : [];
}

/** "closed and “charged off”", or null when the bureau gives no status we can name. */
export function describeStatus(view: BureauView): string | null {
  const parts = [
    ...(view.accountStatus ? [ACCOUNT_STATUS_LABELS[view.accountStatus].en] : []),
    ...(view.paymentStatus !== 'unknown' ? [`“${PAYMENT_STATUS_LABELS[view.paymentStatus].en}”`] : []),
  ];
  return parts.length > 0 ? parts.join(' and ') : null;
}

/** The paragraph that says what this very bureau reports, or plainly that we do not know. */
export function describeBureauView(bureauName: string, item: LetterItem): string {
  const named = `the ${nameItem(item)}`;
  const { view } = item;
  if (view === null) {
    return `The copy of my credit report that I have does not show what ${bureauName} reports for ${named}. If it is in my ${bureauName} file, I dispute it for the reasons below.`;
  }
  const status = describeStatus(view);
  const amounts = describeAmounts(view);
  const dates = describeDates(view);
  const remarks = view.remarks.map((remark) => remark.trim()).filter((remark) => remark !== '');
  const sentences = [
    `${bureauName} reports ${named}${status ? ` as ${status}` : ''}${amounts.length > 0 ? `, with ${formatList(amounts, 'en')}` : ''}.`,
    ...(dates.length > 0 ? [`According to ${bureauName}, it ${formatList(dates, 'en')}.`] : []),
    ...(remarks.length > 0 ? [`Its remarks read: ${remarks.map((remark) => `“${remark}”`).join('; ')}.`] : []),
  ];
  return sentences.join(' ');
}
