import i18n, { type BackendModule, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_FALLBACKS, LANGUAGES, type Language } from '#shared/constants/languages.ts';

export type LocaleLoaders = Record<Language, () => Promise<{ default: object }>>;

// Each language is its own chunk, fetched when it is first needed: a reader downloads one, not both.
const LOCALES: LocaleLoaders = {
  en: () => import('#client/locales/en.json'),
  es: () => import('#client/locales/es.json'),
};

/** Reads a language from `locales` (the whole file by default; the landing page passes its own, smaller one). */
export const localeBackend = (locales: LocaleLoaders = LOCALES): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = locales[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (locale) => callback(null, locale.default as Record<string, unknown>),
      // `true` asks i18next to retry (docs/product-rules.md, Conventions: 5 times, from 350 ms, doubling).
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
});

/** Detection order (docs/product-rules.md, Conventions): ?lng=, cookie, local/session storage, browser, <html lang>. */
export function i18nOptions(language?: string): InitOptions {
  return {
    ...(language ? { lng: language } : {}),
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: LANGUAGE_FALLBACKS,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
  };
}

export async function initI18n(language?: string, locales?: LocaleLoaders) {
  await i18n.use(localeBackend(locales)).use(LanguageDetector).use(initReactI18next).init(i18nOptions(language));
  const syncHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  syncHtmlLang(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

export { i18n };
