import { describe, expect, it } from 'vitest';
import { languageOf } from './request-language.ts';

describe('languageOf', () => {
  it('takes the explicit choice over the header', () => {
    expect(languageOf('es', 'en-US,en;q=0.9')).toBe('es');
    expect(languageOf('en', 'es-MX')).toBe('en');
  });

  it('reads Spanish from any Spanish tag the reader prefers', () => {
    expect(languageOf(undefined, 'es')).toBe('es');
    expect(languageOf(undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf(undefined, 'ES-us')).toBe('es');
  });

  it('follows the q-values, not only the order', () => {
    expect(languageOf(undefined, 'en;q=0.5, es;q=0.9')).toBe('es');
    expect(languageOf(undefined, 'fr-FR, es;q=0.8, en;q=0.7')).toBe('es');
    expect(languageOf(undefined, 'en-US, es;q=0.9')).toBe('en');
  });

  it('never picks a language the reader refused or mistyped', () => {
    expect(languageOf(undefined, 'es;q=0, en;q=0.1')).toBe('en');
    expect(languageOf(undefined, 'es;q=abc')).toBe('en');
  });

  it('falls back to English when nothing we speak is asked for', () => {
    expect(languageOf(undefined, undefined)).toBe('en');
    expect(languageOf(undefined, '')).toBe('en');
    expect(languageOf(undefined, '*')).toBe('en');
    expect(languageOf(undefined, 'fr-CA, de;q=0.5')).toBe('en');
    expect(languageOf(undefined, 'estonian')).toBe('en');
  });
});
