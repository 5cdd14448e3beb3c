import type { TestimonialConsentSource, TestimonialStatus } from '#shared/constants/testimonials.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import type { AdminTestimonial } from '#shared/schemas/testimonials.ts';
import type { TestimonialRow } from './testimonial-queries.ts';

const statusOf = (row: Pick<TestimonialRow, 'publishedAt' | 'withdrawnAt'>): TestimonialStatus =>
  row.withdrawnAt ? 'withdrawn' : row.publishedAt ? 'published' : 'review';

export function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return {
    id: row.id,
    firstName: row.firstName,
    city: row.city,
    quote: row.quote,
    language: row.language,
    consentText: row.consentText,
    consentSource: row.consentSource as TestimonialConsentSource,
    consentGivenOn: isoDayOf(row.consentGivenAt),
    recordedBy: row.recordedByEmail,
    createdAt: row.createdAt.toISOString(),
    status: statusOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
