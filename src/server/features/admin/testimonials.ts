import { isoDayOf } from '#shared/rules/iso-date.ts';
import type { AdminTestimonial, CreateTestimonialRequest } from '#shared/schemas/testimonials.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  findTestimonial,
  findTestimonials,
  insertTestimonial,
  lockTestimonial,
  updateTestimonial,
} from './testimonial-queries.ts';
import { toAdminTestimonial } from './to-admin-testimonial.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function readTestimonial(deps: Deps, id: string): Promise<AdminTestimonial> {
  const row = await findTestimonial(deps.db, id);
  if (!row) throw notFound();
  return toAdminTestimonial(row);
}

export async function listTestimonials(deps: Deps): Promise<AdminTestimonial[]> {
  return (await findTestimonials(deps.db)).map(toAdminTestimonial);
}

/** Recorded for review, never published at once: an admin publishes it once the consent is checked. */
export async function createTestimonial(
  deps: Deps,
  adminId: string,
  request: CreateTestimonialRequest,
): Promise<AdminTestimonial> {
  const now = deps.clock.now();
  if (request.consentGivenOn > isoDayOf(now)) {
    throw new AppError('VALIDATION_FAILED', 400, 'The consent date is in the future', {
      issues: [{ path: 'consentGivenOn', code: 'custom', message: 'validation.invalidFormat' }],
    });
  }
  const { consentGivenOn, ...words } = request;
  const id = await insertTestimonial(deps.db, {
    ...words,
    consentGivenAt: new Date(`${consentGivenOn}T00:00:00.000Z`),
    recordedBy: adminId,
    createdAt: now,
  });
  return readTestimonial(deps, id);
}

/** A withdrawn testimonial is never shown again, so it cannot be published. */
export async function setTestimonialPublished(deps: Deps, id: string, published: boolean): Promise<AdminTestimonial> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockTestimonial(tx, id);
    if (!row) throw notFound();
    if (row.withdrawnAt) {
      throw new AppError('INVALID_TRANSITION', 409, 'A withdrawn testimonial cannot be published', {
        reason: 'withdrawn',
      });
    }
    await updateTestimonial(tx, id, { publishedAt: published ? (row.publishedAt ?? now) : null });
  });
  return readTestimonial(deps, id);
}

/** The member took their consent back: off the landing page for good; the record of the consent stays. */
export async function withdrawTestimonial(deps: Deps, id: string): Promise<AdminTestimonial> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockTestimonial(tx, id);
    if (!row) throw notFound();
    if (!row.withdrawnAt) await updateTestimonial(tx, id, { publishedAt: null, withdrawnAt: now });
  });
  return readTestimonial(deps, id);
}
