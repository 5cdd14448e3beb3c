import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { LegalSectionSchema } from '#shared/schemas/legal.ts';
import type { AgreementTerms } from '../legal-document.ts';
import { LEFTOVER, testContext, textOf } from '../test-legal-text.ts';
import { serviceAgreementSections } from './service-agreement.ts';

const monthly: AgreementTerms = {
  planName: 'Professional',
  price: '$120.00',
  billing: 'monthly',
  allowance: 5,
  cancelBy: '11/25/2026 11:59 PM ET',
  processor: 'manual',
};
const oneTime: AgreementTerms = {
  planName: 'Basic',
  price: '$99.00',
  billing: 'one_time',
  allowance: 2,
  cancelBy: null,
  processor: 'manual',
};

const STATEMENT = {
  en: 'You may cancel this contract without penalty or obligation at any time before midnight of the 3rd business day after the date on which you signed the contract. See the attached notice of cancellation form for an explanation of this right.',
  es: 'Usted puede cancelar este contrato sin penalidad ni obligación en cualquier momento antes de la medianoche del tercer día hábil posterior a la fecha en que firmó el contrato. Consulte el formulario de aviso de cancelación adjunto para obtener una explicación de este derecho.',
};

describe('serviceAgreementSections', () => {
  for (const language of LANGUAGES) {
    for (const terms of [monthly, oneTime, { ...monthly, processor: 'stripe' as const }]) {
      it(`writes a complete ${terms.billing} agreement in ${language} (${terms.processor})`, () => {
        const sections = serviceAgreementSections(language, testContext, terms);
        for (const part of sections) expect(LegalSectionSchema.parse(part)).toEqual(part);
        const text = textOf('', sections);
        expect(text).not.toMatch(LEFTOVER);
        expect(text).toContain(testContext.businessName);
        expect(text).toContain(testContext.businessAddress);
        expect(text).toContain(terms.planName);
        expect(text).toContain(terms.price);
        expect(text).toContain(`${terms.allowance} ${language === 'en' ? 'disputes' : 'disputas'}`);
        expect(text).toContain('Experian');
        expect(text).toContain('TransUnion');
        expect(text).toContain('1681i');
        expect(text).toMatch(language === 'en' ? /no guarantee/i : /sin garantía/i);
      });

      it(`puts the conspicuous cancellation statement last, beside the signature (${terms.billing}, ${language}, ${terms.processor})`, () => {
        const sections = serviceAgreementSections(language, testContext, terms);
        const last = sections.at(-1);
        expect(last?.conspicuous).toBe(true);
        expect(last?.paragraphs[0]).toBe(STATEMENT[language]);
        expect(sections.filter((part) => part.conspicuous)).toHaveLength(1);
      });
    }
  }

  it('states the deadline once it is known, and only then', () => {
    expect(serviceAgreementSections('en', testContext, monthly).at(-1)?.paragraphs).toContain(
      'If you accept today, that deadline is 11/25/2026 11:59 PM ET.',
    );
    expect(serviceAgreementSections('es', testContext, monthly).at(-1)?.paragraphs).toContain(
      'Si acepta hoy, ese plazo vence el 11/25/2026 11:59 PM ET.',
    );
    for (const language of LANGUAGES) {
      expect(serviceAgreementSections(language, testContext, oneTime).at(-1)?.paragraphs).toHaveLength(1);
    }
  });

  it('charges a one-time plan once and a monthly plan only for the periods with letters', () => {
    const once = textOf('', serviceAgreementSections('en', testContext, oneTime));
    expect(once).toContain('$99.00 once');
    expect(once).toContain('2 disputes in total');
    expect(once).not.toContain('carry over');
    const recurring = textOf('', serviceAgreementSections('en', testContext, monthly));
    expect(recurring).toContain('$120.00 for each monthly billing period in which we prepare dispute letters for you');
    expect(recurring).toContain('up to 5 disputes per billing period');
    expect(recurring).toContain('do not carry over');
  });

  it('counts a single dispute in the singular', () => {
    const single = { ...monthly, allowance: 1 };
    expect(textOf('', serviceAgreementSections('en', testContext, single))).toContain('up to 1 dispute per');
    expect(textOf('', serviceAgreementSections('es', testContext, single))).toContain('hasta 1 disputa por');
  });

  it('tells the member they can dispute for free on their own', () => {
    expect(textOf('', serviceAgreementSections('en', testContext, oneTime))).toContain('at no cost');
    expect(textOf('', serviceAgreementSections('es', testContext, oneTime))).toContain('sin ningún costo');
  });

  it('lists the later letters every plan gets, and says they never count against it nor are charged alone', () => {
    for (const terms of [oneTime, monthly]) {
      const text = textOf('', serviceAgreementSections('en', testContext, terms));
      expect(text).toContain('prepare the next letter the law allows about the same item');
      expect(text).toContain('asking the collector to validate the debt');
      expect(text).toContain('a request, not a dispute');
      expect(text).toContain('We never file it for you');
      expect(text).toContain('does not count against your plan’s disputes and is never charged on its own');
    }
    const spanish = textOf('', serviceAgreementSections('es', testContext, oneTime));
    expect(spanish).toContain('validar la deuda');
    expect(spanish).toContain('no se descuenta de las disputas de su plan y nunca se cobra por separado');
  });

  it('says in every mode that nothing is charged at signing, and when each plan is charged (in arrears)', () => {
    for (const processor of ['manual', 'stripe'] as const) {
      const recurring = textOf('', serviceAgreementSections('en', testContext, { ...monthly, processor }));
      expect(recurring).toContain(
        'Nothing is charged when you sign. Each billing period is charged after it ends, and only if dispute letters were prepared in it: a billing period with none is not charged.',
      );
      const once = textOf('', serviceAgreementSections('en', testContext, { ...oneTime, processor }));
      expect(once).toContain(
        'Nothing is charged when you sign. The price is charged once, after dispute letters of your plan have been prepared: when you have used all its disputes, or one month after your plan starts, whichever comes first.',
      );
      expect(once).toContain('Nothing is charged before then, and you owe nothing.');
      for (const text of [recurring, once]) {
        expect(text).not.toMatch(/up front|in advance|before the period|refund everything you paid/i);
      }
      const spanish = textOf('', serviceAgreementSections('es', testContext, { ...monthly, processor }));
      expect(spanish).toContain('No se le cobra nada al firmar. Cada período de facturación se cobra cuando termina');
      expect(spanish).toContain('un período sin cartas no se cobra');
      expect(textOf('', serviceAgreementSections('es', testContext, { ...oneTime, processor }))).toContain(
        'lo que ocurra primero',
      );
    }
  });

  it('says how a charge that is due is paid: the saved card with Stripe, the payment link by hand', () => {
    const stripe = textOf('', serviceAgreementSections('en', testContext, { ...monthly, processor: 'stripe' }));
    expect(stripe).toContain('You save a card at checkout, and saving it charges nothing.');
    expect(stripe).not.toContain('link to pay');
    const manual = textOf('', serviceAgreementSections('en', testContext, monthly));
    expect(manual).toContain('When a charge is due, your Account page shows it with a link to pay it.');
    expect(manual).not.toContain('card');
    expect(textOf('', serviceAgreementSections('es', testContext, monthly))).toContain('un enlace para pagarlo');
    expect(textOf('', serviceAgreementSections('es', testContext, { ...monthly, processor: 'stripe' }))).toContain(
      'Usted guarda una tarjeta al pagar',
    );
  });
});
