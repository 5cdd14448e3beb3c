import type { Language } from '#shared/constants/languages.ts';
import type { LegalSection } from '#shared/schemas/legal.ts';

/** Said instead of a passage that had nothing left once the demo values were taken out. */
const NOT_YET_PUBLISHED: Record<Language, string> = {
  en: 'This installation has not published its contact details yet.',
  es: 'Esta instalación todavía no ha publicado sus datos de contacto.',
};

/** After a sentence's full stop, not inside "U.S.C." (a split there is joined back unchanged anyway). */
const SENTENCE_END = /(?<=[.!?])\s+/;

/**
 * A demo installation's business address and support email are placeholders (production refuses to start with
 * them): a visitor must never read one as if it were real. Every sentence naming one is left out; a paragraph
 * or item left empty says instead that the contact details are not published yet.
 */
export function hidePlaceholders(sections: LegalSection[], values: readonly string[], language: Language) {
  if (values.length === 0) return sections;
  const names = (text: string) => values.some((value) => text.includes(value));
  const clean = (text: string) => {
    if (!names(text)) return text;
    const kept = text.split(SENTENCE_END).filter((sentence) => !names(sentence));
    return kept.length > 0 ? kept.join(' ') : NOT_YET_PUBLISHED[language];
  };
  return sections.map((part) => ({
    ...part,
    paragraphs: part.paragraphs.map(clean),
    items: part.items.filter((item) => !names(item)),
  }));
}
