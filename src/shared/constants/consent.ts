/**
 * The permissible purpose the member agrees to before a pull (FCRA § 604(a)(2): the consumer's written
 * instruction). The server stores its own copy of the text; the client must show and send exactly this one.
 */
export const PERMISSIBLE_PURPOSE = 'Consumer review of own credit file (FCRA § 604(a)(2))';

/** A consent time more than this far ahead of the server's clock is not believed. */
export const CONSENT_CLOCK_SKEW_MS = 5 * 60 * 1000;
