import { and, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { testimonials } from '#server/db/schema/testimonials.ts';
import type { Language } from '#shared/constants/languages.ts';
import { PUBLIC_TESTIMONIALS_MAX } from '#shared/constants/testimonials.ts';
import type { PublicTestimonial } from '#shared/schemas/testimonials.ts';

/**
 * Published and never withdrawn, newest first, the reader's language before the other: a member's words are
 * shown as they wrote them, never translated, and early on there are too few to leave a reader with none.
 */
export function findPublicTestimonials(db: Executor, language: Language): Promise<PublicTestimonial[]> {
  return db
    .select({
      firstName: testimonials.firstName,
      city: testimonials.city,
      quote: testimonials.quote,
      language: testimonials.language,
    })
    .from(testimonials)
    .where(and(isNotNull(testimonials.publishedAt), isNull(testimonials.withdrawnAt)))
    .orderBy(sql`${testimonials.language} = ${language} desc`, desc(testimonials.publishedAt))
    .limit(PUBLIC_TESTIMONIALS_MAX);
}
