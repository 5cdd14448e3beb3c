export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The languages whose strings a reader of each language is also sent, as i18next's `fallbackLng` reads it: none for
 * a language we have, since each has every key (locales.test.ts); English for any other. A Spanish reader is thus
 * not sent the English strings too (43 KB gzip of the app, 4 KB of the landing page). bench/bundle.ts weighs by it.
 */
export const LANGUAGE_FALLBACKS: Readonly<Record<Language | 'default', readonly Language[]>> = {
  en: [],
  es: [],
  default: [DEFAULT_LANGUAGE],
};
