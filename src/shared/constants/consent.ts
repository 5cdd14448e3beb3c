import type { Language } from './languages.ts';

/**
 * The permissible purpose the member agrees to before a pull (FCRA § 604(a)(2): the consumer's written
 * instruction), in each language we show it in. The client sends the text the member read, and the consent
 * record keeps that very text, so the record says what was agreed to and in which language.
 */
export const PERMISSIBLE_PURPOSES: Readonly<Record<Language, string>> = {
  en: 'Consumer review of own credit file (FCRA § 604(a)(2))',
  es: 'Revisión por el propio consumidor de su expediente de crédito (FCRA § 604(a)(2))',
};

/** A consent time more than this far ahead of the server's clock is not believed. */
export const CONSENT_CLOCK_SKEW_MS = 5 * 60 * 1000;
