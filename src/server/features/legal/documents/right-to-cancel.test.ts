import { describe, expect, it } from 'vitest';
import { LEFTOVER, testContext, textOf } from '../test-legal-text.ts';
import { rightToCancelDocument } from './right-to-cancel.ts';

const CANCEL_BY = '11/25/2026 11:59 PM ET';

describe('rightToCancelDocument', () => {
  it('gives the statutory notice with our name, address and the member’s deadline (15 U.S.C. § 1679e(b))', () => {
    const { title, sections } = rightToCancelDocument('en', testContext, CANCEL_BY);
    expect(title).toBe('Notice of Cancellation');
    const text = textOf(title, sections);
    expect(text).toContain(
      'You may cancel this contract, without any penalty or obligation, at any time before midnight of the 3rd business day which begins after the date the contract is signed by you.',
    );
    expect(text).toContain(
      `mail or deliver a signed, dated copy of this cancellation notice, or any other written notice, to ${testContext.businessName} at ${testContext.businessAddress} before midnight on ${CANCEL_BY}.`,
    );
    expect(text).toContain(testContext.supportEmail);
    expect(text).toContain('Cancel button');
    expect(text).toContain('refunded in full');
    expect(text).toContain('Saturdays, Sundays or US federal holidays');
    expect(text).toContain('I hereby cancel this transaction,');
    expect(text).toMatch(/Date: _+/);
    expect(text).toMatch(/signature: _+/);
  });

  it('says the same in Spanish', () => {
    const { title, sections } = rightToCancelDocument('es', testContext, CANCEL_BY);
    expect(title).toBe('Aviso de cancelación');
    const text = textOf(title, sections);
    expect(text).toContain(
      `a ${testContext.businessName} en ${testContext.businessAddress} antes de la medianoche del ${CANCEL_BY}.`,
    );
    expect(text).toContain(testContext.supportEmail);
    expect(text).toContain('Por la presente cancelo esta transacción,');
    expect(text).toContain('sábados, los domingos ni los días feriados federales');
  });

  it('describes the deadline in words before there is a date to give', () => {
    for (const [language, words] of [
      ['en', 'before midnight of the third business day after you sign'],
      ['es', 'antes de la medianoche del tercer día hábil después de que usted firme'],
    ] as const) {
      const { title, sections } = rightToCancelDocument(language, testContext, null);
      const text = textOf(title, sections);
      expect(text).toContain(words);
      expect(text).not.toMatch(LEFTOVER);
    }
  });
});
