import { describe, expect, it } from 'vitest';
import { BUREAU_ADDRESSES } from './bureau-addresses.ts';
import { composeLetter } from './compose-letter.ts';
import { COLLECTOR_ADDRESS_LINE } from './debt-validation-letter.ts';
import { letterToText } from './letter-text.ts';
import { aBureauView, aLetterRequest, onlyReason } from './test-letter-request.ts';

describe('a method-of-verification follow-up', () => {
  const request = aLetterRequest({
    kind: 'method_of_verification',
    bureau: 'transunion',
    originalMailedOn: '2026-10-01',
    originalTrackingNumber: '9407111899223197428490',
  });

  it('refers to the first dispute and asks how the item was verified, citing § 1681i(a)(7)', () => {
    const letter = composeLetter(request);
    const text = letterToText(letter);
    expect(letter.kind).toBe('method_of_verification');
    expect(letter.to).toEqual([BUREAU_ADDRESSES.transunion.name, ...BUREAU_ADDRESSES.transunion.lines]);
    for (const expected of [
      'On 10/01/2026, I mailed you a letter (USPS tracking number 9407111899223197428490) disputing the CAPITAL ONE BANK USA NA account ending in 1234',
      'have not received the results of your investigation',
      '15 U.S.C. § 1681i(a)(6)(B)(iii) and § 1681i(a)(7)',
      'within 15 days',
      'business name, address and telephone number',
      'cannot be verified must be deleted (15 U.S.C. § 1681i(a)(5)(A))',
      'Original dispute mailed: 10/01/2026',
      'A copy of my dispute letter mailed on 10/01/2026 and its mailing receipt',
      'Sent via certified mail, return receipt requested',
      'XXX-XX-6789',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says the bureau verified the item when it did, instead of claiming no answer came', () => {
    const text = letterToText(composeLetter({ ...request, verifiedOn: '2026-10-28' }));
    expect(text).toContain(
      'On 10/28/2026, you answered that the CAPITAL ONE BANK USA NA account ending in 1234 was verified.',
    );
    expect(text).not.toContain('have not received');
  });

  it('says the bureau verified the item with no day when the member gave none, never that no answer came', () => {
    const text = letterToText(composeLetter({ ...request, verified: true, verifiedOn: null }));
    expect(text).toContain('You answered that the CAPITAL ONE BANK USA NA account ending in 1234 was verified.');
    expect(text).not.toContain('have not received');
    const again = letterToText(
      composeLetter({ ...request, kind: 'new_information', verified: true, newInformation: 'x'.repeat(30) }),
    );
    expect(again).toContain('You answered that it was verified.');
  });

  it('claims no mailing day or tracking number the member did not give', () => {
    const text = letterToText(composeLetter({ ...request, originalMailedOn: null, originalTrackingNumber: null }));
    expect(text).toContain('I sent you a letter disputing');
    expect(text).not.toMatch(/null|undefined|Original dispute mailed|tracking|mailing receipt|10\/01\/2026/);
    const untracked = letterToText(composeLetter({ ...request, originalTrackingNumber: null }));
    expect(untracked).toContain('On 10/01/2026, I mailed you a letter disputing');
    expect(untracked).not.toMatch(/tracking|mailing receipt/);
  });
});

describe('a debt-validation letter to a collector', () => {
  const request = aLetterRequest({
    kind: 'debt_validation',
    reasons: onlyReason('not_mine'),
    item: {
      creditorName: 'MIDLAND CREDIT MANAGEMENT',
      originalCreditorName: 'COMENITY BANK',
      accountNumberLast4: '9876',
      itemType: 'collection',
      view: aBureauView({ balanceCents: 73_412, paymentStatus: 'collection', isCollection: true }),
    },
  });

  it('disputes the debt and asks for validation under § 1692g(b)', () => {
    const letter = composeLetter(request);
    const text = letterToText(letter);
    expect(letter.to).toEqual(['MIDLAND CREDIT MANAGEMENT', COLLECTOR_ADDRESS_LINE]);
    expect(COLLECTOR_ADDRESS_LINE).toMatch(/^Address: _+ \(as shown on the collector’s letter\)$/);
    for (const expected of [
      'MIDLAND CREDIT MANAGEMENT collection account ending in 9876',
      'I dispute this debt. This debt is not mine.',
      'Fair Debt Collection Practices Act, 15 U.S.C. § 1692g(b)',
      'the amount you say I owe (you report $734.12) and how you calculated it',
      'the name and address of the original creditor, which you list as COMENITY BANK',
      'proof that MIDLAND CREDIT MANAGEMENT owns this debt or is authorized to collect it',
      'stop all collection',
      '15 U.S.C. § 1692e(8) requires you to report it as disputed',
      'Sent via certified mail, return receipt requested',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives a collector neither the date of birth nor the SSN, nor a bureau’s address', () => {
    const text = letterToText(composeLetter(request));
    expect(text).not.toMatch(/Date of birth|Social Security|6789|P\.O\. Box/);
  });
});
