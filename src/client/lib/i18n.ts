import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/constants/languages.ts';
import en from '../locales/en.json';
import es from '../locales/es.json';

export const resources = { en: { translation: en }, es: { translation: es } } as const;

/** Spec order: ?lng=, cookie, local storage, session storage, the browser, <html lang>; remembered in local storage. */
export function i18nOptions(language?: string): InitOptions {
  return {
    resources,
    ...(language ? { lng: language } : {}),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
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

export async function initI18n(language?: string) {
  await i18n.use(LanguageDetector).use(initReactI18next).init(i18nOptions(language));
  const syncHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  syncHtmlLang(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

export { i18n };
