import { describe, expect, it } from 'vitest';
import { textOf } from '../test-legal-text.ts';
import { croaRightsDocument } from './croa-rights.ts';

const FTC_ADDRESS = 'The Public Reference Branch, Federal Trade Commission, Washington, D.C. 20580';

describe('croaRightsDocument', () => {
  it('carries the statute’s own title and sentences in English (15 U.S.C. § 1679c(a))', () => {
    const { title, sections } = croaRightsDocument('en');
    expect(title).toBe('Consumer Credit File Rights Under State and Federal Law');
    const statement = sections[0];
    expect(statement?.heading).toBeNull();
    expect(statement?.paragraphs[0]).toMatch(
      /^You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly\. /,
    );
    const text = textOf(title, sections);
    for (const sentence of [
      'neither you nor any “credit repair” company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report.',
      'The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.',
      'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act.',
      'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
      'The credit bureau may not charge any fee for this service.',
      'The credit bureau must include a summary of your statement about disputed information with any report it issues about you.',
      'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact:',
    ]) {
      expect(text).toContain(sentence);
    }
    expect(statement?.paragraphs.at(-1)).toBe(FTC_ADDRESS);
  });

  it('translates the statement faithfully into Spanish and keeps the FTC’s postal address', () => {
    const { title, sections } = croaRightsDocument('es');
    expect(title).toBe('Derechos del consumidor sobre su expediente de crédito según la ley estatal y federal');
    const text = textOf(title, sections);
    expect(text).toContain('información exacta, actual y verificable');
    expect(text).toContain('La agencia no puede cobrarle nada por este servicio.');
    expect(text).toContain('dentro de los 3 días hábiles');
    expect(sections[0]?.paragraphs.at(-1)).toBe(FTC_ADDRESS);
    expect(sections[0]?.paragraphs.length).toBe(croaRightsDocument('en').sections[0]?.paragraphs.length);
  });

  it('ends by saying why the statement is given, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const last = croaRightsDocument(language).sections.at(-1);
      expect(last?.paragraphs.join(' ')).toContain('15 U.S.C. § 1679c');
    }
    expect(croaRightsDocument('en').sections.at(-1)?.paragraphs.join(' ')).toContain('before you sign any contract');
  });
});
