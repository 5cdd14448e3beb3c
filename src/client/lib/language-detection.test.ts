import { createInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nOptions, localeBackend } from './i18n.ts';

async function detect() {
  const instance = createInstance();
  await instance.use(localeBackend()).use(LanguageDetector).init(i18nOptions());
  return instance.resolvedLanguage;
}

beforeEach(() => {
  // The app's own i18n instance, started by the test setup, has already cached its language.
  localStorage.clear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('language detection (spec order: ?lng=, cookie, storage, browser, <html lang>)', () => {
  it('follows the browser, reading es-MX as Spanish and anything unknown as English', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX'], language: 'es-MX' });
    expect(await detect()).toBe('es');
    localStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR'], language: 'fr-FR' });
    expect(await detect()).toBe('en');
  });

  it('prefers the stored choice to the browser, and ?lng= to both', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'], language: 'en-US' });
    localStorage.setItem('i18nextLng', 'es');
    expect(await detect()).toBe('es');
    window.history.replaceState(null, '', '/?lng=en');
    expect(await detect()).toBe('en');
  });
});

describe('what a reader downloads', () => {
  async function loadedFor(language: string) {
    const en = vi.fn(async () => ({ default: { common: { close: 'Close' } } }));
    const es = vi.fn(async () => ({ default: { common: { close: 'Cerrar' } } }));
    const instance = createInstance();
    await instance.use(localeBackend({ en, es })).init(i18nOptions(language));
    return { en: en.mock.calls.length, es: es.mock.calls.length, close: instance.t('common.close') };
  }

  it('is their own language only, English for a language we do not have', async () => {
    expect(await loadedFor('es')).toEqual({ en: 0, es: 1, close: 'Cerrar' });
    expect(await loadedFor('en')).toEqual({ en: 1, es: 0, close: 'Close' });
    expect(await loadedFor('fr')).toEqual({ en: 1, es: 0, close: 'Close' });
  });
});
