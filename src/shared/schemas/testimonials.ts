import { z } from 'zod';
import { LANGUAGES } from '#shared/constants/languages.ts';
import {
  TESTIMONIAL_CITY_MAX,
  TESTIMONIAL_CONSENT_SOURCES,
  TESTIMONIAL_CONSENT_TEXT_MAX,
  TESTIMONIAL_FIRST_NAME_MAX,
  TESTIMONIAL_QUOTE_MAX,
  TESTIMONIAL_STATUSES,
} from '#shared/constants/testimonials.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * One given name: letters, with an apostrophe or hyphen inside (D'Andre, Mary-Jo). A space is refused, so a
 * surname cannot slip onto the landing page as a second word.
 */
export const TestimonialFirstNameSchema = text(TESTIMONIAL_FIRST_NAME_MAX).regex(/^\p{L}+(?:['’-]\p{L}+)*$/u);

/** What an admin records: the member's words and their written consent (all of it required). */
export const CreateTestimonialRequestSchema = z.strictObject({
  firstName: TestimonialFirstNameSchema,
  city: text(TESTIMONIAL_CITY_MAX),
  quote: text(TESTIMONIAL_QUOTE_MAX),
  language: z.enum(LANGUAGES),
  /** The words the member agreed to, as they were sent or signed. */
  consentText: text(TESTIMONIAL_CONSENT_TEXT_MAX),
  consentSource: z.enum(TESTIMONIAL_CONSENT_SOURCES),
  /** The day the member gave it; the server refuses a day after today. */
  consentGivenOn: z.iso.date(),
});
export type CreateTestimonialRequest = z.infer<typeof CreateTestimonialRequestSchema>;

export const TestimonialParamsSchema = z.strictObject({ id: z.uuid() });
export const SetTestimonialPublishedRequestSchema = z.strictObject({ published: z.boolean() });

export const AdminTestimonialSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  city: z.string(),
  quote: z.string(),
  language: z.enum(LANGUAGES),
  consentText: z.string(),
  consentSource: z.enum(TESTIMONIAL_CONSENT_SOURCES),
  consentGivenOn: z.iso.date(),
  /** The admin who recorded it (null once their account is gone). */
  recordedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  status: z.enum(TESTIMONIAL_STATUSES),
  publishedAt: z.iso.datetime().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonialSchema>;
export const AdminTestimonialsResponseSchema = z.object({ testimonials: z.array(AdminTestimonialSchema) });

/**
 * The landing page's view: a first name, a city and the words, and the language they were written in (the page
 * marks each quote with it for screen readers). No id: nothing on the page acts on one testimonial.
 */
export const PublicTestimonialSchema = z.object({
  firstName: z.string(),
  city: z.string(),
  quote: z.string(),
  language: z.enum(LANGUAGES),
});
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;
export const PublicTestimonialsResponseSchema = z.object({ testimonials: z.array(PublicTestimonialSchema) });
