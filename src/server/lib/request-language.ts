import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/constants/languages.ts';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language to answer in: the explicit `lang` choice, else the reader's most preferred language we speak
 * (by the Accept-Language q-values, so "fr, es;q=0.8" reads Spanish), else English.
 */
export function languageOf(queryLang: Language | undefined, acceptLanguage: string | undefined): Language {
  if (queryLang) return queryLang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
      return { primary: tag.trim().split('-')[0]?.toLowerCase() ?? '', weight: q ? Number(q.slice(2)) : 1, order };
    })
    // q=0 means "not this one"; an entry with a malformed q is dropped rather than guessed at.
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map(({ primary }) => primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
