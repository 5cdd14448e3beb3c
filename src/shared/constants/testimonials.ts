/**
 * A testimonial is shown with a first name and a city only (FTC 16 CFR Part 465; the member's privacy), and only
 * with their written consent on record: how it was given is one of these.
 */
export const TESTIMONIAL_CONSENT_SOURCES = ['email', 'signed_form'] as const;
export type TestimonialConsentSource = (typeof TESTIMONIAL_CONSENT_SOURCES)[number];

export const TESTIMONIAL_FIRST_NAME_MAX = 40;
export const TESTIMONIAL_CITY_MAX = 80;
export const TESTIMONIAL_QUOTE_MAX = 600;
export const TESTIMONIAL_CONSENT_TEXT_MAX = 2000;

/** The most the landing page shows, newest first. */
export const PUBLIC_TESTIMONIALS_MAX = 6;

/** Under review (never shown), on the landing page, or taken back for good. */
export const TESTIMONIAL_STATUSES = ['review', 'published', 'withdrawn'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];
