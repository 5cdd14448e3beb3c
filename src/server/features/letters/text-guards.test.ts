import { describe, expect, it } from 'vitest';
import { LETTER_KINDS } from '#shared/constants/disputes.ts';
import { explainOutdated, explainSingleBureau } from '#shared/rules/dispute-explanations.ts';
import { findReportingPeriod, type ReportingPeriod } from '#shared/rules/reporting-period.ts';
import { aChargeOff } from '#shared/rules/test-tradeline.ts';
import { composeLetter } from './compose-letter.ts';
import { toFirstPerson } from './first-person.ts';
import { letterToText } from './letter-text.ts';
import { lastFour, maskLongNumbers } from './mask-numbers.ts';
import { aCampaignRequest } from './test-letter-request.ts';
import { toWinAnsi } from './win-ansi.ts';

describe('toFirstPerson', () => {
  it('turns the finder’s explanations into the member’s voice', () => {
    const chargeOff = aChargeOff({ creditorName: 'CAPITAL ONE' });
    const period = findReportingPeriod(chargeOff, 'charge_off') as ReportingPeriod;
    const outdated = toFirstPerson(explainOutdated(chargeOff, 'charge_off', period, ['experian']).en);
    expect(outdated).toMatch(/^According to Experian, my CAPITAL ONE account first became delinquent/);
    expect(outdated).toMatch(/Experian still reports it, so I ask for it to be removed\.$/);
    const single = toFirstPerson(explainSingleBureau(chargeOff, 'charge_off', 'equifax', ['experian']).en);
    expect(single).toContain('may be incomplete or may not be mine, so I ask Equifax to verify it.');
  });

  it('gives up on a text that still speaks to the member', () => {
    expect(toFirstPerson('If you moved, you should say so.')).toBeNull();
    expect(toFirstPerson('   ')).toBeNull();
  });
});

describe('maskLongNumbers', () => {
  it('keeps the last 4 digits of any run of 9 or more, separators included', () => {
    expect(maskLongNumbers('SSN 123-45-6789, card 4111 1111 1111 1111.')).toBe(
      'SSN XXX-XX-6789, card XXXX XXXX XXXX 1111.',
    );
    expect(maskLongNumbers('Paid $1,842.50 on 02/10/2020 with check 5512')).toBe(
      'Paid $1,842.50 on 02/10/2020 with check 5512',
    );
  });

  it('lastFour keeps only what a letter may show', () => {
    expect(lastFour('517805XXXXXX1234')).toBe('1234');
    expect(lastFour('  ')).toBeNull();
    expect(lastFour(null)).toBeNull();
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and typographic quotes, replaces the rest', () => {
    expect(toWinAnsi('“Peña” — § 1681i')).toBe('“Peña” — § 1681i');
    expect(toWinAnsi('名前 😀\tok\r\n')).toBe('?? ? ok\n');
  });

  it('prints a Latin letter outside WinAnsi as its base letter, as a bureau’s file spells it', () => {
    expect(toWinAnsi('Dvořák Nguyễn Łukasz')).toBe('Dvorák Nguyen ?ukasz');
    expect(toWinAnsi('Jose\u0301')).toBe('José');
  });
});

describe('the member’s words and ours in every kind of letter', () => {
  const ssn = 'My SSN is 123-45-6789 and the card was 4111 1111 1111 1111.';

  it('cut a long number to its last 4 wherever the member’s words are printed', () => {
    for (const kind of LETTER_KINDS) {
      const request = aCampaignRequest(kind, { additionalDetails: ssn, newInformation: ssn, statement: ssn });
      const text = letterToText(composeLetter(request));
      expect(text, kind).not.toMatch(/123-45|4111 1111/);
    }
    const newInformation = letterToText(composeLetter(aCampaignRequest('new_information', { newInformation: ssn })));
    expect(newInformation).toContain(
      'What is new, in my own words: “My SSN is XXX-XX-6789 and the card was XXXX XXXX XXXX 1111.”',
    );
    const statement = letterToText(composeLetter(aCampaignRequest('statement_of_dispute', { statement: ssn })));
    expect(statement).toContain('My statement of dispute: “My SSN is XXX-XX-6789');
  });

  it('print in the PDF’s fonts as written: every character the letters write is WinAnsi', () => {
    for (const kind of LETTER_KINDS) {
      const text = letterToText(composeLetter(aCampaignRequest(kind)));
      expect(toWinAnsi(text), kind).toBe(text);
    }
  });
});
