import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { STEP_LAW } from '#shared/constants/campaign.ts';
import { BUREAU_ADDRESSES } from './bureau-addresses.ts';
import { composeLetter } from './compose-letter.ts';
import { blankAddressLine } from './letter-parts.ts';
import { letterToText } from './letter-text.ts';
import type { StepLetterKind } from './letter-types.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';
import { aBureauView, aCampaignRequest, aRecipient, NEEDED_FACTS, onlyReason } from './test-letter-request.ts';

const TRANSUNION = [BUREAU_ADDRESSES.transunion.name, ...BUREAU_ADDRESSES.transunion.lines];
const RECIPIENT = ['CAPITAL ONE BANK USA NA', 'PO Box 30285', 'Salt Lake City, UT 84130'];
const NEW_INFORMATION = NEEDED_FACTS.new_information?.newInformation ?? '';
const STATEMENT = NEEDED_FACTS.statement_of_dispute?.statement ?? '';
const NAMED = 'CAPITAL ONE BANK USA NA account ending in 1234';

interface Expected {
  to: readonly string[];
  subject: string;
  /** The law each letter rests on, as it cites it. */
  laws: string[];
  /** Sentences the letter must hold: the member's words, the facts they gave, the request. */
  says: string[];
  /** Whether the identification carries the date of birth and the SSN's last 4 (a bureau's file needs them). */
  birthAndSsn: boolean;
}

const CASES: Record<Exclude<StepLetterKind, 'method_of_verification' | 'debt_validation'>, Expected> = {
  new_information: {
    to: TRANSUNION,
    subject: `Dispute with new information: ${NAMED}`,
    laws: ['15 U.S.C. § 1681i(a)(1)(A)', '15 U.S.C. § 1681i(a)(3)', '§ 1681i(a)(4)', '§ 1681i(a)(5)(A)'],
    says: [
      `What is new, in my own words: “${NEW_INFORMATION}”`,
      'This is not a repeat of my earlier dispute: it brings new information.',
      'On 10/01/2026, I mailed you a letter (USPS tracking number 9407111899223197428490)',
      'On 10/28/2026, you answered that it was verified.',
      'within 30 days of receiving this letter',
    ],
    birthAndSsn: true,
  },
  furnisher_dispute: {
    to: RECIPIENT,
    subject: `Direct dispute of inaccurate information: ${NAMED}`,
    laws: [
      '15 U.S.C. § 1681s-2(a)(8)',
      '12 CFR 1022.43',
      '§ 1681s-2(a)(8)(E)',
      '1022.43(e)',
      '15 U.S.C. § 1681i(a)(1)',
    ],
    says: [
      `I dispute the ${NAMED} that you report to TransUnion.`,
      'TransUnion reports the CAPITAL ONE BANK USA NA account ending in 1234 as closed and “charged off”',
      'an amount it reports is not what I owe CAPITAL ONE BANK USA NA',
      'On 10/01/2026, I mailed TransUnion a letter',
      'On 10/28/2026, TransUnion answered that it was verified.',
      'a furnisher that receives a direct dispute the rule covers must conduct a reasonable investigation',
      'promptly notify each consumer reporting agency to which it furnished the information',
      'Credit report: TransUnion',
      'A copy of my dispute letter to TransUnion mailed on 10/01/2026 and its mailing receipt',
    ],
    birthAndSsn: false,
  },
  missed_deadline: {
    to: TRANSUNION,
    subject: `Reinvestigation deadline missed: ${NAMED}`,
    laws: ['15 U.S.C. § 1681i(a)(1)(A)', '§ 1681i(a)(1)(B)', '§ 1681i(a)(6)(A)', '15 U.S.C. § 1681i(a)(5)(A)'],
    says: [
      'It was delivered to you on 10/06/2026.',
      'That time ended on 11/05/2026, and I have not received the results of your reinvestigation',
      `Please delete the ${NAMED} from my file`,
      'I may file a complaint with the Consumer Financial Protection Bureau.',
      'Reinvestigation due by: 11/05/2026',
    ],
    birthAndSsn: true,
  },
  reinsertion: {
    to: TRANSUNION,
    subject: `Deleted information reinserted: ${NAMED}`,
    laws: ['15 U.S.C. § 1681i(a)(5)(B)(i)', '§ 1681i(a)(5)(B)(ii)', '§ 1681i(a)(5)(B)(iii)'],
    says: [
      'On 10/28/2026, you deleted it from my file.',
      `A copy of my credit report obtained on 11/15/2026 shows the ${NAMED} in my TransUnion file again.`,
      'unless the person who furnishes it certifies that it is complete and accurate',
      'in writing within 5 business days',
      'business name, address and telephone number of the furnisher that certified it',
      'please delete the CAPITAL ONE BANK USA NA account ending in 1234 from my file again',
    ],
    birthAndSsn: true,
  },
  statement_of_dispute: {
    to: TRANSUNION,
    subject: `Statement of dispute for my file: ${NAMED}`,
    laws: ['15 U.S.C. § 1681i(b)', '§ 1681i(c)'],
    says: [
      `My statement of dispute: “${STATEMENT}”`,
      'My statement has 19 words: § 1681i(b) allows you to limit a statement to 100 words',
      'include my statement of dispute below in my file',
    ],
    birthAndSsn: true,
  },
  goodwill: {
    to: RECIPIENT,
    subject: `Request for a goodwill adjustment (not a dispute): ${NAMED}`,
    laws: [],
    says: [
      'This letter is a request, not a dispute: I am not disputing the accuracy of these late payments.',
      'My TransUnion credit report shows 1 payment 30 days late, 1 payment 60 days late, and 1 payment 90 days late',
      'as a courtesy',
      'I understand that no law requires you to do so.',
    ],
    birthAndSsn: false,
  },
};

const kinds = Object.keys(CASES) as (keyof typeof CASES)[];

/** Every MM/DD/YYYY the letter prints. */
const datesIn = (text: string) => new Set(text.match(/\b\d{2}\/\d{2}\/\d{4}\b/g));

describe('the letters of the campaign', () => {
  for (const kind of kinds) {
    const expected = CASES[kind];

    it(`${kind}: to its recipient, with its subject, the law it rests on and what the member gave`, () => {
      const letter = composeLetter(aCampaignRequest(kind));
      const text = letterToText(letter);
      expect(letter.kind).toBe(kind);
      expect(letter.to).toEqual(expected.to);
      expect(letter.subject).toBe(expected.subject);
      for (const law of expected.laws) expect(text).toContain(law);
      for (const sentence of expected.says) expect(text).toContain(sentence);
      expect(text).toContain('Sent via certified mail, return receipt requested');
      expect(text).toContain('______________________________\nMaria Elena Lopez');
      expect(/Date of birth|Social Security/.test(letter.identification.join('\n'))).toBe(expected.birthAndSsn);
      if (expected.to === TRANSUNION) {
        expect(text).toContain('A copy of my government-issued photo ID');
        expect(text).toContain('Proof of my current address');
      }
    });

    it(`${kind}: claims no date the member did not give`, () => {
      const request = aCampaignRequest(kind, {
        originalMailedOn: null,
        originalTrackingNumber: null,
        originalDeliveredOn: null,
        verifiedOn: null,
        dueOn: null,
        deletedOn: null,
        reappearedOn: null,
      });
      const text = letterToText(composeLetter(request));
      // The letter's own date, the member's birth date, and what the report shows attributed to the bureau.
      const reported = letterToText(composeLetter(aCampaignRequest('dispute')));
      for (const date of datesIn(text)) expect(datesIn(reported), `${kind}: ${date}`).toContain(date);
      expect(text).not.toMatch(
        /10\/01\/2026|10\/06\/2026|10\/28\/2026|11\/05\/2026|11\/15\/2026|tracking|mailing receipt/,
      );
      expect(text).not.toMatch(/\bnull\b|undefined|Original dispute mailed/);
    });
  }

  it('cites for each step the law the campaign shows for it', () => {
    for (const kind of kinds) {
      const text = letterToText(composeLetter(aCampaignRequest(kind)));
      for (const law of STEP_LAW[kind].split('; ').filter(Boolean)) expect(text, kind).toContain(law);
    }
  });

  it('says what it does not know in place of a date, and nothing more', () => {
    const none = {
      originalMailedOn: null,
      originalTrackingNumber: null,
      originalDeliveredOn: null,
      verifiedOn: null,
      dueOn: null,
      deletedOn: null,
      reappearedOn: null,
    };
    const text = (kind: StepLetterKind) => letterToText(composeLetter(aCampaignRequest(kind, none)));
    expect(text('missed_deadline')).toContain(
      `I sent you a letter disputing the ${NAMED} on my TransUnion credit report.\n`,
    );
    expect(text('missed_deadline')).toContain('That time has passed, and I have not received the results');
    expect(text('reinsertion')).toContain('After my dispute, you deleted it from my file.');
    expect(text('reinsertion')).toContain(`A later copy of my credit report shows the ${NAMED}`);
    expect(text('new_information')).not.toContain('you answered that it was verified');
    expect(text('furnisher_dispute')).toContain('I sent TransUnion a letter disputing');
    expect(text('furnisher_dispute')).not.toContain('answered that it was verified');
  });

  it('leaves a line for the address it does not know, under the company’s name', () => {
    for (const kind of ['furnisher_dispute', 'goodwill'] as const) {
      const letter = composeLetter(aCampaignRequest(kind, { recipient: null }));
      expect(letter.to[0]).toBe('CAPITAL ONE BANK USA NA');
      expect(letter.to[1]).toMatch(/^Address: _+ \(.+\)$/);
    }
    expect(composeLetter(aCampaignRequest('goodwill', { recipient: null })).to[1]).toBe(
      blankAddressLine('as shown on your statement'),
    );
  });

  it('writes a debt-validation letter to the collector’s address when the member or the report gave it', () => {
    const collector = aRecipient({ name: 'MIDLAND CREDIT MANAGEMENT', street: '350 Camino De La Reina, Suite 100' });
    const letter = composeLetter(aCampaignRequest('debt_validation', { recipient: collector }));
    expect(letter.to).toEqual([
      'MIDLAND CREDIT MANAGEMENT',
      '350 Camino De La Reina, Suite 100',
      'Salt Lake City, UT 84130',
    ]);
    expect(letterToText(letter)).toContain('15 U.S.C. § 1692g(b)');
  });

  it('is written only with what is new, or with the statement', () => {
    expect(() => composeLetter(aCampaignRequest('new_information', { newInformation: '  ' }))).toThrow();
    expect(() => composeLetter(aCampaignRequest('statement_of_dispute', { statement: null }))).toThrow();
  });

  it('prints the statement as written, lines included, with a long number cut to its last 4', () => {
    const statement = 'This is not my debt.\nMy account 4111 1111 1111 1111 was closed in 2019.';
    const text = letterToText(composeLetter(aCampaignRequest('statement_of_dispute', { statement })));
    expect(text).toContain(
      'My statement of dispute: “This is not my debt.\nMy account XXXX XXXX XXXX 1111 was closed in 2019.”',
    );
    expect(text).toContain('My statement has 15 words');
  });

  it('tells a furnisher the facts of identity theft but asks it for no block, which is the bureau’s', () => {
    const request = aCampaignRequest('furnisher_dispute', {
      reasons: onlyReason('identity_theft'),
      identityTheftReport: true,
    });
    const text = letterToText(composeLetter(request));
    expect(text).toContain('is the result of identity theft');
    expect(text).not.toMatch(/1681c-2|block/);
    expect(text).toContain('A copy of my identity theft report');
  });

  it('quotes no figure of the disputed report in a reinsertion letter: a later report shows the item', () => {
    expect(letterToText(composeLetter(aCampaignRequest('reinsertion')))).not.toMatch(/\$|charged off|03\/08\/2016/);
  });

  it('asks goodwill for one late payment in the singular, and cites no law as an obligation', () => {
    const item = {
      ...aCampaignRequest('goodwill').item,
      view: aBureauView({ late30Count: 1, late60Count: 0, late90Count: null }),
    };
    const text = letterToText(composeLetter(aCampaignRequest('goodwill', { item })));
    expect(text).toContain('I am not disputing the accuracy of this late payment.');
    expect(text).toContain('so that it no longer shows the late payment.');
    expect(text).not.toMatch(/U\.S\.C\.|CFR|§/);
  });
});

describe('the letters of the campaign as PDFs', () => {
  for (const kind of kinds) {
    it(`${kind} reads back with its recipient, its law and the member’s words`, async () => {
      const letter = composeLetter(aCampaignRequest(kind));
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
        input: await renderLetterPdf(letter),
        encoding: 'utf8',
      });
      const flat = text.replace(/\s+/g, ' ');
      for (const line of CASES[kind].to) expect(text).toContain(line);
      expect(flat).toContain(`Re: ${letter.subject}`);
      for (const law of CASES[kind].laws) expect(flat).toContain(law);
      if (kind === 'new_information') expect(flat).toContain(`“${NEW_INFORMATION}”`);
      if (kind === 'statement_of_dispute') expect(flat).toContain(`“${STATEMENT}”`);
      if (kind === 'goodwill') expect(flat).toContain('I am not disputing the accuracy of these late payments.');
      expect(flat).toMatch(/Sincerely, _+ Maria Elena Lopez/);
      expect(flat).toContain(`${BUREAU_NAMES.transunion}`);
      expect(text).not.toContain('?');
    });
  }
});
