import { describe, expect, it } from 'vitest';
import { hidePlaceholders } from './hide-placeholders.ts';
import { section } from './legal-document.ts';

const EMAIL = 'support@creditpath.example';

describe('hidePlaceholders', () => {
  it('leaves out the sentences naming a placeholder and keeps the rest word for word', () => {
    const [part] = hidePlaceholders(
      [section('Your account', [`Keep it safe (15 U.S.C. § 1681i). Write to ${EMAIL} at once. Thank you.`])],
      [EMAIL],
      'en',
    );
    expect(part?.paragraphs).toEqual(['Keep it safe (15 U.S.C. § 1681i). Thank you.']);
  });

  it('says the details are not published yet where nothing else is left, and drops the items naming one', () => {
    const [part] = hidePlaceholders(
      [section('Contáctenos', [`Escriba a ${EMAIL}.`], [`Escriba a ${EMAIL}.`, 'Use el botón Cancelar.'])],
      [EMAIL],
      'es',
    );
    expect(part?.paragraphs).toEqual(['Esta instalación todavía no ha publicado sus datos de contacto.']);
    expect(part?.items).toEqual(['Use el botón Cancelar.']);
  });

  it('changes nothing when no setting is a placeholder', () => {
    const sections = [section(null, [`Write to ${EMAIL}.`])];
    expect(hidePlaceholders(sections, [], 'en')).toBe(sections);
  });
});
