import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { LEGAL_DOCUMENT_IDS } from '#shared/constants/legal.ts';
import { RETENTION_YEARS } from '#shared/constants/privacy.ts';
import { LegalDocumentSchema } from '#shared/schemas/legal.ts';
import { buildLegalDocument } from './build-legal-document.ts';
import { LEFTOVER, testContext, testSettings, textOf } from './test-legal-text.ts';

describe('buildLegalDocument', () => {
  for (const id of LEGAL_DOCUMENT_IDS) {
    for (const language of LANGUAGES) {
      it(`writes ${id} in ${language}, complete and filled in`, () => {
        const document = buildLegalDocument(id, language, testSettings);
        expect(LegalDocumentSchema.parse(document)).toEqual(document);
        expect(document).toMatchObject({ id, language });
        expect(document.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(document.title.trim()).not.toBe('');
        expect(document.sections.length).toBeGreaterThan(0);
        for (const part of document.sections) {
          expect(part.paragraphs.length + part.items.length).toBeGreaterThan(0);
          for (const line of [part.heading ?? '', ...part.paragraphs, ...part.items]) expect(line).toBe(line.trim());
        }
        expect(textOf(document.title, document.sections)).not.toMatch(LEFTOVER);
        // Only the signed contract has text the law wants in bold.
        expect(document.sections.some((part) => part.conspicuous)).toBe(false);
      });
    }
  }

  it('gives the two languages different text with the same shape of facts', () => {
    for (const id of LEGAL_DOCUMENT_IDS) {
      const english = buildLegalDocument(id, 'en', testSettings);
      const spanish = buildLegalDocument(id, 'es', testSettings);
      expect(spanish.title).not.toBe(english.title);
      expect(spanish.version).toBe(english.version);
      expect(spanish.sections.length).toBe(english.sections.length);
    }
  });

  it('names how to reach us wherever the reader may need to write', () => {
    for (const id of ['terms', 'privacy', 'right-to-cancel'] as const) {
      for (const language of LANGUAGES) {
        const document = buildLegalDocument(id, language, testSettings);
        const text = textOf(document.title, document.sections);
        expect(text).toContain(testContext.supportEmail);
        expect(text).toContain(testContext.businessName);
        expect(text).toContain(testContext.businessAddress);
      }
    }
  });

  it('states in the terms what the service is not', () => {
    const english = buildLegalDocument('terms', 'en', testSettings);
    const text = textOf(english.title, english.sections);
    expect(text).toContain('not a law firm');
    expect(text).toContain('do not guarantee any result');
    expect(text).toContain('accurate, current and verifiable');
    expect(text).toContain('15 U.S.C. § 1681i');
    const spanish = buildLegalDocument('terms', 'es', testSettings);
    expect(textOf(spanish.title, spanish.sections)).toContain('No garantizamos ningún resultado');
  });

  it('promises in the privacy policy never to sell data, and states only the retention period the code keeps', () => {
    for (const language of LANGUAGES) {
      const document = buildLegalDocument('privacy', language, testSettings);
      const text = textOf(document.title, document.sections);
      expect(text).toContain('AES-256-GCM');
      expect(text).toContain('argon2id');
      expect(text).toContain('24');
      expect(text).toMatch(language === 'en' ? /never sell/ : /Nunca vendemos/);
      // Decision 017: a deleted account's contract and payments, RETENTION_YEARS; nothing else is counted in years.
      expect(text.match(/\d+ (years|años)/gu)).toEqual([`${RETENTION_YEARS} ${language === 'en' ? 'years' : 'años'}`]);
    }
  });

  it('never prints a placeholder to a visitor: the sentences naming one give way to a neutral one', () => {
    const placeholderAddress = 'Demo installation: set BUSINESS_ADDRESS to your mailing address';
    const placeholderEmail = 'support@creditpath.example';
    const demo = {
      context: { ...testContext, businessAddress: placeholderAddress, supportEmail: placeholderEmail },
      processor: 'manual' as const,
      placeholderValues: [placeholderAddress, placeholderEmail],
    };
    for (const id of LEGAL_DOCUMENT_IDS) {
      for (const language of LANGUAGES) {
        const document = buildLegalDocument(id, language, demo);
        const text = textOf(document.title, document.sections);
        expect(text).not.toContain(placeholderAddress);
        expect(text).not.toContain(placeholderEmail);
        expect(text).not.toContain('BUSINESS_ADDRESS');
        for (const part of document.sections) expect(part.paragraphs.length + part.items.length).toBeGreaterThan(0);
      }
    }
    const terms = textOf('', buildLegalDocument('terms', 'en', demo).sections);
    expect(terms).toContain('This installation has not published its contact details yet.');
    expect(terms).toContain('Keep your password to yourself.');
    expect(terms).toContain('Our Privacy Policy explains how we protect your information.');
    const notice = buildLegalDocument('right-to-cancel', 'es', demo);
    expect(textOf('', notice.sections)).toContain('Esta instalación todavía no ha publicado sus datos de contacto.');
    expect(textOf('', notice.sections)).toContain('Use el botón Cancelar en la página de su Cuenta.');
  });

  it('hides only the setting that is a placeholder', () => {
    const placeholderAddress = 'Demo installation: set BUSINESS_ADDRESS to your mailing address';
    const document = buildLegalDocument('privacy', 'en', {
      context: { ...testContext, businessAddress: placeholderAddress },
      processor: 'manual',
      placeholderValues: [placeholderAddress],
    });
    const text = textOf('', document.sections);
    expect(text).not.toContain(placeholderAddress);
    expect(text).toContain(`Email: ${testContext.supportEmail}.`);
  });

  it('states in the terms when money is due (never at signing) and how it is paid with each processor', () => {
    const manual = textOf('', buildLegalDocument('terms', 'en', testSettings).sections);
    const stripe = textOf('', buildLegalDocument('terms', 'en', { ...testSettings, processor: 'stripe' }).sections);
    for (const text of [manual, stripe]) {
      expect(text).toContain('Nothing is charged when you sign.');
      expect(text).toContain(
        'Each monthly billing period is charged after it ends, and only if dispute letters were prepared in it.',
      );
      expect(text).toContain('The one-time plan is charged when its disputes are used up or one month after it starts');
      expect(text).toContain('Nothing is charged before then, and you owe nothing.');
      expect(text).toContain('That period is charged after it ends only if dispute letters were prepared in it');
      expect(text).not.toMatch(/up front|refund everything you paid|Before you pay/i);
    }
    expect(manual).toContain('your Account page shows it with a link to pay it');
    expect(stripe).toContain('You save a card at checkout');
    const spanish = textOf('', buildLegalDocument('terms', 'es', testSettings).sections);
    expect(spanish).toContain('No se le cobra nada al firmar.');
    expect(spanish).toContain('Antes de ese plazo no se le cobra nada');
  });

  it('counts on the right-to-cancel page only the ways to cancel it prints', () => {
    const placeholderEmail = 'Demo installation: set SUPPORT_EMAIL';
    const demo = { ...testSettings, context: { ...testContext, supportEmail: placeholderEmail } };
    for (const [language, one, two] of [
      ['en', 'this way:', 'in either of these ways:'],
      ['es', 'de esta forma:', 'de cualquiera de estas formas:'],
    ] as const) {
      const published = buildLegalDocument('right-to-cancel', language, testSettings).sections[1];
      expect(published?.paragraphs[0]).toContain(two);
      expect(published?.items).toHaveLength(2);
      const hidden = buildLegalDocument('right-to-cancel', language, { ...demo, placeholderValues: [placeholderEmail] })
        .sections[1];
      expect(hidden?.paragraphs[0]).toContain(one);
      expect(hidden?.paragraphs[0]).not.toContain(two);
      expect(hidden?.items).toHaveLength(1);
    }
  });
});
