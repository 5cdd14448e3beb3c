import { describe, expect, it } from 'vitest';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { DISPUTE_REASON_CODES, type DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { BUREAU_ADDRESSES } from './bureau-addresses.ts';
import { composeLetter } from './compose-letter.ts';
import { letterToText } from './letter-text.ts';
import type { LetterRequest } from './letter-types.ts';
import { aBureauView, aLetterRequest, onlyReason } from './test-letter-request.ts';

const OTHER_LAWS: Partial<Record<DisputeReasonCode, string[]>> = {
  outdated: ['(15 U.S.C. § 1681c)'],
};

function textOf(request: LetterRequest): string {
  return letterToText(composeLetter(request));
}

describe('a dispute letter to a bureau', () => {
  for (const bureau of BUREAUS) {
    for (const reasonCode of DISPUTE_REASON_CODES) {
      it(`to ${bureau} for ${reasonCode} names the consumer, the item, the law and the evidence`, () => {
        const details = `The ${reasonCode} problem started when I moved in 2021.`;
        const request = aLetterRequest({ bureau, reasons: onlyReason(reasonCode), additionalDetails: details });
        const letter = composeLetter(request);
        const text = letterToText(letter);
        for (const expected of [
          'Maria Elena Lopez',
          '1420 Elm Street, Apt 3B',
          'San Antonio, TX 78205',
          'Date of birth: 03/14/1985',
          'XXX-XX-6789',
          'Credit report file number: CR-2026-118804',
          '11/22/2026',
          'Sent via certified mail, return receipt requested',
          BUREAU_ADDRESSES[bureau].name,
          ...BUREAU_ADDRESSES[bureau].lines,
          '15 U.S.C. § 1681i',
          'within 30 days',
          'results of your investigation and an updated copy',
          'CAPITAL ONE BANK USA NA account ending in 1234',
          `In my own words: “${details}”`,
          'government-issued photo ID',
          'Proof of my current address',
          '______________________________\nMaria Elena Lopez',
          ...(OTHER_LAWS[reasonCode] ?? []),
        ]) {
          expect(text).toContain(expected);
        }
        for (const other of BUREAUS.filter((b) => b !== bureau)) {
          expect(text).not.toContain(BUREAU_ADDRESSES[other].lines[0]);
        }
        // No identity theft report was said to exist: no letter asks for the block that requires one.
        expect(text).not.toContain('1681c-2');
        expect(letter.to).toEqual([BUREAU_ADDRESSES[bureau].name, ...BUREAU_ADDRESSES[bureau].lines]);
        expect(letter.subject).toContain('ending in 1234');
      });
    }
  }

  it('quotes what this bureau reports', () => {
    const text = textOf(
      aLetterRequest({
        bureau: 'equifax',
        item: { ...aLetterRequest().item, view: aBureauView({ bureau: 'equifax' }) },
      }),
    );
    expect(text).toContain(
      'Equifax reports the CAPITAL ONE BANK USA NA account ending in 1234 as closed and “charged off”',
    );
    expect(text).toContain('a balance of $1,842.50, $620.00 past due');
    expect(text).toContain('it was opened on 03/08/2016, first became delinquent on 02/01/2019');
  });

  it('asks for the proof each reason calls for', () => {
    const enclosures = (reasonCode: DisputeReasonCode) =>
      composeLetter(aLetterRequest({ reasons: onlyReason(reasonCode) })).enclosures.join('\n');
    expect(enclosures('paid_in_full')).toContain('Proof of my payment to CAPITAL ONE BANK USA NA');
    expect(enclosures('identity_theft')).not.toContain('identity theft report');
    expect(enclosures('incorrect_amount')).toContain('show the correct amount');
    expect(enclosures('not_mine')).not.toContain('Proof of my payment');
  });

  it('says when the reporting period of an outdated account ended', () => {
    const text = textOf(aLetterRequest({ reasons: onlyReason('outdated') }));
    expect(text).toContain('first became delinquent on 02/01/2019');
    expect(text).toContain('only until 07/31/2026, and that date has passed');
  });

  it('writes each item its own paragraphs, never a form letter', () => {
    const other = aLetterRequest({
      item: {
        creditorName: 'DISCOVER BANK',
        originalCreditorName: null,
        accountNumberLast4: '5678',
        itemType: 'late_payment',
        view: aBureauView({
          balanceCents: 45_000,
          paymentStatus: 'late_60',
          accountStatus: 'open',
          dateOpened: '2020-06-01',
        }),
      },
    });
    for (const reasonCode of DISPUTE_REASON_CODES) {
      const first = composeLetter(aLetterRequest({ reasons: onlyReason(reasonCode) })).paragraphs;
      const second = composeLetter({ ...other, reasons: onlyReason(reasonCode) }).paragraphs;
      expect(first.filter((paragraph) => second.includes(paragraph))).toEqual([]);
    }
  });

  it('leaves out what it does not know instead of printing it empty', () => {
    for (const reasonCode of DISPUTE_REASON_CODES) {
      const text = textOf(
        aLetterRequest({
          reasons: onlyReason(reasonCode),
          consumer: { fullName: 'Maria Elena Lopez', address: null, dateOfBirth: null, ssnLast4: null },
          item: {
            creditorName: 'CAPITAL ONE',
            originalCreditorName: null,
            accountNumberLast4: null,
            itemType: 'other',
            view: null,
          },
          reportNumber: null,
        }),
      );
      expect(text).not.toMatch(/null|undefined|NaN|\$\{|ending in\s*[.,)]/);
      expect(text).not.toMatch(/Date of birth|Social Security|Report number|Current address/);
      expect(text).toContain('does not show what Experian reports for the CAPITAL ONE account');
      expect(text).toContain('15 U.S.C. § 1681i');
    }
  });

  it('turns the finder’s explanation into the member’s own voice', () => {
    const text = textOf(
      aLetterRequest({
        reasons: [
          {
            code: 'duplicate',
            fields: [],
            explanation:
              'Your CAPITAL ONE account is listed twice. Reported this way, the same debt counts against you twice, so you can ask for it to be corrected.',
          },
        ],
      }),
    );
    expect(text).toContain(
      'My CAPITAL ONE account is listed twice. Reported this way, the same debt counts against me twice, so I ask for it to be corrected.',
    );
  });

  it('never prints a full SSN or account number, even when the member types one', () => {
    const text = textOf(
      aLetterRequest({
        consumer: { ...aLetterRequest().consumer, ssnLast4: '123-45-6789' },
        item: { ...aLetterRequest().item, accountNumberLast4: '5178051234567890' },
        additionalDetails: 'My SSN is 123-45-6789 and the card was 5178 0512 3456 7890.',
      }),
    );
    expect(text).not.toMatch(/123-45|51780512|5178 0512/);
    expect(text).toContain('My SSN is XXX-XX-6789 and the card was XXXX XXXX XXXX 7890.');
    expect(text).toContain('ending in 7890');
  });
});

describe('a dispute letter says only what is true', () => {
  const singleBureau =
    'Only Experian reports your CAPITAL ONE BANK USA NA account; Equifax and TransUnion do not. An item that only one bureau shows may be incomplete or may not be yours, so you can ask Experian to verify it.';

  it('adds nothing of the app’s beside the member’s words for “another reason”', () => {
    const text = textOf(
      aLetterRequest({
        reasons: [{ code: 'other', explanation: singleBureau, fields: [] }],
        additionalDetails: 'The creditor agreed in writing to remove this account.',
      }),
    );
    expect(text).toContain('In my own words: “The creditor agreed in writing to remove this account.”');
    expect(text).not.toContain('may not be mine');
    expect(text).not.toContain('From my review');
    expect(text).not.toContain('Equifax');
  });

  it('mentions an identity theft report and asks for the § 605B block only when the member says they have one', () => {
    const without = textOf(aLetterRequest({ reasons: onlyReason('identity_theft') }));
    expect(without).toContain('is the result of identity theft');
    expect(without).not.toMatch(/identity theft report|IdentityTheft\.gov|police|FTC|1681c-2|block/i);
    const withReport = textOf(aLetterRequest({ reasons: onlyReason('identity_theft'), identityTheftReport: true }));
    expect(withReport).toContain('With this letter I enclose a copy of my identity theft report.');
    expect(withReport).toContain('section 605B of the Fair Credit Reporting Act (15 U.S.C. § 1681c-2)');
    expect(withReport).toContain('- A copy of my identity theft report (from IdentityTheft.gov or the police)');
  });

  // Keyed by the test's name: it.each's $field titles are quoted and cut at 40 characters.
  const contradictions: Record<
    string,
    { request: Parameters<typeof aLetterRequest>[0]; says: string[]; doesNotSay: string }
  > = {
    'names the date that is wrong: the one the analysis found this bureau contradicted on': {
      request: {
        bureau: 'equifax',
        item: { ...aLetterRequest().item, view: aBureauView({ bureau: 'equifax' }) },
        reasons: [{ code: 'incorrect_dates', explanation: null, fields: ['firstDelinquencyDate'] }],
      },
      says: [
        'Equifax says the CAPITAL ONE BANK USA NA account ending in 1234 first became delinquent on 02/01/2019. That date is not correct.',
        'The date of first delinquency, 02/01/2019, matters most',
      ],
      doesNotSay: 'I dispute these dates',
    },
    'leaves the wrong date to the member’s own words when the analysis found none at this bureau': {
      request: {
        reasons: onlyReason('incorrect_dates'),
        additionalDetails: 'The account was closed in March 2019, not July.',
      },
      says: [
        'A date Experian reports for the CAPITAL ONE BANK USA NA account ending in 1234 is not correct.',
        'I say which in my own words below.',
      ],
      doesNotSay: 'matters most',
    },
    'names the amount that is wrong when the analysis found this bureau contradicted on it': {
      request: { reasons: [{ code: 'incorrect_amount', explanation: null, fields: ['balanceCents'] }] },
      says: [
        'Experian reports a balance of $1,842.50 for the CAPITAL ONE BANK USA NA account ending in 1234. That amount is wrong',
      ],
      doesNotSay: 'an amount it reports',
    },
  };
  it.each(Object.entries(contradictions))('%s', (_title, { request, says, doesNotSay }) => {
    const text = textOf(aLetterRequest(request));
    for (const sentence of says) expect(text).toContain(sentence);
    expect(text).not.toContain(doesNotSay);
  });

  it('prints the bureau’s own report number, and no number line when the member has none', () => {
    expect(textOf(aLetterRequest({ reportNumber: '3817-2044-19' }))).toContain(
      'Credit report file number: 3817-2044-19',
    );
    expect(textOf(aLetterRequest({ reportNumber: null }))).not.toContain('Credit report file number');
  });
});
