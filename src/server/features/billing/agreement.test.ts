import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { PAYMENT_TYPES, PLANS } from '#shared/constants/plans.ts';
import { testContext, textOf } from '../../legal/test-legal-text.ts';
import { composeAgreement } from './agreement.ts';

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

  it('states when money is taken as the processor of a new plan takes it', () => {
    const contractText = (processor: 'manual' | 'stripe', paymentType: 'monthly' | 'per_dispute') => {
      const { contract } = composeAgreement(paymentType, 'en', testContext, deadline, processor);
      return textOf(contract.title, contract.sections);
    };
    expect(contractText('manual', 'monthly')).toContain('Price: $120.00 each monthly billing period until you cancel.');
    expect(contractText('manual', 'monthly')).not.toContain('card is saved');
    expect(contractText('stripe', 'monthly')).toContain('Your card is saved at checkout, and nothing is charged then.');
    expect(contractText('stripe', 'monthly')).toContain('each billing period with letters is charged after it ends');
    expect(contractText('stripe', 'per_dispute')).toContain(
      'The price is charged once, after the dispute letters of your plan have been prepared',
    );
  });
});
