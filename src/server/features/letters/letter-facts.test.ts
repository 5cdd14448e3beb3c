import { describe, expect, it } from 'vitest';
import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import { LETTER_KINDS } from '#shared/constants/disputes.ts';
import { formatDate, formatMoney } from '#shared/rules/format-for-letter.ts';
import { composeLetter } from './compose-letter.ts';
import { reportableUntil } from './dispute-reasons.ts';
import { letterToText } from './letter-text.ts';
import type { Letter, LetterItem, LetterReason, LetterRequest } from './letter-types.ts';
import { aBureauView, aLetterRequest, aRecipient, NEEDED_FACTS, onlyReason } from './test-letter-request.ts';

const DATE = /\b\d{2}\/\d{2}\/\d{4}\b/g;
const MONEY = /\$\d{1,3}(?:,\d{3})*\.\d{2}/g;
const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Dates and amounts the member gave (or the finder quoted from the report), and those the report shows. */
function sourcesOf(request: LetterRequest) {
  const { consumer, item } = request;
  const ownWords = [
    request.additionalDetails,
    request.newInformation,
    request.statement,
    ...request.reasons.map((reason) => reason.explanation),
  ]
    .filter(present)
    .join(' ');
  const given = new Set([
    ...[
      request.date,
      consumer.dateOfBirth,
      request.originalMailedOn,
      request.originalDeliveredOn,
      request.verifiedOn,
      request.dueOn,
      request.deletedOn,
      request.reappearedOn,
    ]
      .filter(present)
      .map(formatDate),
    ...(ownWords.match(DATE) ?? []),
    ...(ownWords.match(MONEY) ?? []),
    // What the law asks of a paid account, not a fact about this one.
    formatMoney(0),
  ]);
  const { view } = item;
  const until = reportableUntil(item);
  const reported = new Set(
    view
      ? [
          ...[view.dateOpened, view.dateReported, view.dateClosed, view.lastPaymentDate, view.firstDelinquencyDate]
            .filter(present)
            .map(formatDate),
          ...[view.balanceCents, view.pastDueCents, view.chargeOffCents, view.creditLimitCents, view.highBalanceCents]
            .filter(present)
            .map(formatMoney),
          // Section 605's end date, counted from the report's own first delinquency.
          ...(until ? [formatDate(until)] : []),
        ]
      : [],
  );
  return { given, reported };
}

/**
 * Every date or amount in the letter that the member did not give: one the report does not show either is
 * invented; one it shows must be in a sentence that names who reports it, never stated as the member's own.
 */
function unsupportedFacts(letter: Letter, request: LetterRequest): string[] {
  const { given, reported } = sourcesOf(request);
  const attributed = new RegExp(`${BUREAU_NAMES[request.bureau]}|\\byou (?:are )?report`);
  const sentences = letterToText(letter)
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?”])\s+(?=[A-Z“])/));
  return sentences.flatMap((sentence) =>
    [...(sentence.match(DATE) ?? []), ...(sentence.match(MONEY) ?? [])].flatMap((value) => {
      if (given.has(value)) return [];
      if (reported.has(value) && attributed.test(sentence)) return [];
      return [`${value} in: ${sentence}`];
    }),
  );
}

const collection: LetterItem = {
  creditorName: 'MIDLAND CREDIT MANAGEMENT',
  originalCreditorName: 'COMENITY BANK',
  accountNumberLast4: '9876',
  itemType: 'collection',
  view: aBureauView({ bureau: 'equifax', balanceCents: 73_412, paymentStatus: 'collection', isCollection: true }),
};

const variants: Partial<LetterRequest>[] = [
  {},
  { bureau: 'equifax', item: collection },
  { item: { ...aLetterRequest().item, view: null } },
  { additionalDetails: 'I paid $632.50 on 02/10/2020 and have the bank statement.' },
  { originalMailedOn: '2026-10-01', originalTrackingNumber: '9407111899223197428490', verifiedOn: '2026-10-28' },
  {
    originalMailedOn: '2026-10-01',
    originalDeliveredOn: '2026-10-06',
    dueOn: '2026-11-05',
    deletedOn: '2026-10-28',
    reappearedOn: '2026-11-15',
    recipient: aRecipient(),
  },
];

const allReasons = DISPUTE_REASON_CODES.map((code): LetterReason => ({ code, explanation: null, fields: [] }));

describe('a letter states only what the member said or what the report shows', () => {
  for (const kind of LETTER_KINDS) {
    it(`holds no invented date or amount in a ${kind} letter, for any reason or reasons`, () => {
      for (const variant of variants) {
        const reasonSets = [...DISPUTE_REASON_CODES.map(onlyReason), allReasons as [LetterReason, ...LetterReason[]]];
        for (const reasons of reasonSets) {
          const request = aLetterRequest({ kind, reasons, ...NEEDED_FACTS[kind], ...variant });
          expect(unsupportedFacts(composeLetter(request), request), JSON.stringify(reasons)).toEqual([]);
        }
      }
    });
  }

  it('lets the finder’s explanation quote the report, since it is what the review of the report found', () => {
    const explanation =
      'The credit bureaus do not agree on your CAPITAL ONE account. Equifax reports a balance of $1,210.00, so you can ask the bureaus to verify and correct it.';
    const request = aLetterRequest({ reasons: [{ code: 'incorrect_amount', explanation, fields: ['balanceCents'] }] });
    const text = letterToText(composeLetter(request));
    expect(text).toContain('From my review of my credit report: The credit bureaus do not agree on my CAPITAL ONE');
    expect(unsupportedFacts(composeLetter(request), request)).toEqual([]);
  });

  it('catches a date the member never gave, and a report date stated as the member’s own', () => {
    const request = aLetterRequest({ reasons: onlyReason('paid_in_full') });
    const letter = composeLetter(request);
    const invented = { ...letter, paragraphs: [...letter.paragraphs, 'My last payment was on 12/01/2019.'] };
    const unattributed = {
      ...letter,
      paragraphs: [...letter.paragraphs, 'These figures leave out my payments; my last one was on 01/15/2019.'],
    };
    expect(unsupportedFacts(invented, request)).toEqual(['12/01/2019 in: My last payment was on 12/01/2019.']);
    expect(unsupportedFacts(unattributed, request)).toHaveLength(1);
    expect(unsupportedFacts(letter, request)).toEqual([]);
  });

  it('states every reason the member chose, the main one first, and asks for the remedies they call for', () => {
    const request = aLetterRequest({
      reasons: [
        { code: 'not_mine', explanation: null, fields: [] },
        { code: 'incorrect_amount', explanation: null, fields: [] },
        { code: 'paid_on_time', explanation: null, fields: [] },
      ],
    });
    const text = letterToText(composeLetter(request));
    const order = [
      'The CAPITAL ONE BANK USA NA account ending in 1234 is not mine, and I do not owe the $1,842.50 that Experian lists for it.',
      'Experian shows a balance of $1,842.50, $620.00 past due, and a charged-off amount of $1,842.50 for the CAPITAL ONE BANK USA NA account ending in 1234, and an amount it reports is not what I owe CAPITAL ONE BANK USA NA.',
      'I made my payments on the CAPITAL ONE BANK USA NA account ending in 1234 on time, so the late payments Experian reports (1 payment 30 days late, 1 payment 60 days late, and 1 payment 90 days late) are not accurate.',
      'within 30 days of receiving this letter and delete it from my file; should you keep any part of it, please correct the amounts it reports and remove the late payments it reports.',
    ].map((sentence) => text.indexOf(sentence));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Statements or receipts from CAPITAL ONE BANK USA NA that show the correct amount');
    expect(text).toContain('Bank statements or receipts that show when I paid CAPITAL ONE BANK USA NA');
  });

  it('tells a collector every reason in brief', () => {
    const request = aLetterRequest({
      kind: 'debt_validation',
      item: collection,
      reasons: [
        { code: 'not_mine', explanation: null, fields: [] },
        { code: 'incorrect_amount', explanation: null, fields: [] },
      ],
    });
    expect(letterToText(composeLetter(request))).toContain(
      'I dispute this debt. This debt is not mine. The amount you claim is wrong.',
    );
  });
});
