import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testContext, textOf } from '#server/features/legal/test-legal-text.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { PAYMENT_TYPES, PLANS } from '#shared/constants/plans.ts';
import { AGREEMENT_VERSION, composeAgreement, formatCancelBy } from './agreement.ts';

const deadline = new Date('2026-11-26T10:00:00.000Z');

/** The plan names the member saw on the cards, from the client's own strings. */
const cardNames = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../client/locales/${language}.json`, import.meta.url), 'utf8')).plans.name;

describe('composeAgreement', () => {
  for (const language of LANGUAGES) {
    for (const paymentType of PAYMENT_TYPES) {
      it(`names the ${paymentType} plan in the contract as the ${language} plan cards do`, () => {
        const { contract } = composeAgreement(paymentType, language, testContext, deadline, 'manual');
        const text = textOf(contract.title, contract.sections);
        expect(text).toContain(`Plan: ${cardNames(language)[paymentType]}.`);
      });
    }
  }

  it('keeps the English plan names out of the Spanish contract', () => {
    const englishOnly = PAYMENT_TYPES.map((type) => PLANS[type].name).filter(
      (name) => !Object.values(cardNames('es')).includes(name),
    );
    expect(englishOnly).toEqual(['Basic', 'Professional']);
    for (const paymentType of PAYMENT_TYPES) {
      const { contract } = composeAgreement(paymentType, 'es', testContext, deadline, 'stripe');
      const text = textOf(contract.title, contract.sections);
      for (const name of englishOnly) expect(text).not.toContain(name);
    }
  });

  it('says nothing is charged at signing whichever processor takes the money; the processor says only how', () => {
    const contractText = (processor: 'manual' | 'stripe', paymentType: 'monthly' | 'per_dispute') => {
      const { contract } = composeAgreement(paymentType, 'en', testContext, deadline, processor);
      return textOf(contract.title, contract.sections);
    };
    for (const processor of ['manual', 'stripe'] as const) {
      expect(contractText(processor, 'monthly')).toContain('Each billing period is charged after it ends');
      expect(contractText(processor, 'per_dispute')).toContain('Nothing is charged when you sign.');
      expect(contractText(processor, 'monthly')).not.toContain('each monthly billing period until you cancel.');
    }
    expect(contractText('manual', 'monthly')).not.toContain('card');
    expect(contractText('stripe', 'monthly')).toContain('You save a card at checkout, and saving it charges nothing.');
  });

  it('keeps with the signed text the cover lines its copy prints: business, plan and price', () => {
    expect(composeAgreement('monthly', 'es', testContext, deadline, 'manual').summary).toEqual({
      businessName: testContext.businessName,
      businessAddress: testContext.businessAddress,
      planName: 'Profesional',
      price: '$120.00',
    });
    expect(composeAgreement('per_dispute', 'en', testContext, deadline, 'stripe').summary?.planName).toBe('Basic');
  });

  it('fills the notice of cancellation with the deadline the member gets, in Hawaii and on the East Coast', () => {
    const { cancellationNotice, version } = composeAgreement('premium', 'en', testContext, deadline, 'manual');
    expect(version).toBe(AGREEMENT_VERSION);
    expect(textOf('', cancellationNotice.sections)).toContain(
      'before midnight on 11/25/2026, Hawaii time (that is 5:00 AM, 11/26/2026, Eastern Time)',
    );
    expect(formatCancelBy(deadline, 'es')).toBe(
      '11/25/2026, hora de Hawái (es decir, 5:00 AM, 11/26/2026, hora del Este)',
    );
  });
});
