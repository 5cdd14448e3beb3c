import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Transaction } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { AuditAction } from '#shared/constants/admin.ts';
import type { TestimonialConsentSource, TestimonialStatus } from '#shared/constants/testimonials.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import type { AdminTestimonial, CreateTestimonialRequest } from '#shared/schemas/testimonials.ts';
import {
  findTestimonial,
  findTestimonials,
  insertTestimonial,
  lockTestimonial,
  type TestimonialRow,
  updateTestimonial,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const statusOf = (row: Pick<TestimonialRow, 'publishedAt' | 'withdrawnAt'>): TestimonialStatus =>
  row.withdrawnAt ? 'withdrawn' : row.publishedAt ? 'published' : 'review';

function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
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

async function readTestimonial(deps: Deps, id: string): Promise<AdminTestimonial> {
  const row = await findTestimonial(deps.db, id);
  if (!row) throw notFound();
  return toAdminTestimonial(row);
}

/** The testimonial names no account (its member is a first name only), so the entry names the testimonial. */
const auditTestimonial = (
  tx: Transaction,
  audit: AuditContext,
  action: AuditAction,
  testimonial: { id: string; firstName: string },
  at: Date,
) =>
  recordAudit(tx, audit, { action, details: { testimonialId: testimonial.id, firstName: testimonial.firstName } }, at);

export async function listTestimonials(deps: Deps): Promise<AdminTestimonial[]> {
  return (await findTestimonials(deps.db)).map(toAdminTestimonial);
}

/** Recorded for review, never published at once: an admin publishes it once the consent is checked. */
export async function createTestimonial(
  deps: Deps,
  audit: AuditContext,
  request: CreateTestimonialRequest,
): Promise<AdminTestimonial> {
  const now = deps.clock.now();
  if (request.consentGivenOn > isoDayOf(now)) {
    throw new AppError('VALIDATION_FAILED', 400, 'The consent date is in the future', {
      issues: [{ path: 'consentGivenOn', code: 'custom', message: 'validation.invalidFormat' }],
    });
  }
  const { consentGivenOn, ...words } = request;
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await insertTestimonial(tx, {
      ...words,
      consentGivenAt: new Date(`${consentGivenOn}T00:00:00.000Z`),
      recordedBy: audit.actor.id,
      createdAt: now,
    });
    await auditTestimonial(tx, audit, 'testimonial_recorded', { id: inserted, firstName: words.firstName }, now);
    return inserted;
  });
  return readTestimonial(deps, id);
}

/** A change to one testimonial, made under its row lock; answers the testimonial as it then is. */
async function changeTestimonial(
  deps: Deps,
  id: string,
  change: (tx: Transaction, row: Omit<TestimonialRow, 'recordedByEmail'>, now: Date) => Promise<void>,
): Promise<AdminTestimonial> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockTestimonial(tx, id);
    if (!row) throw notFound();
    await change(tx, row, now);
  });
  return readTestimonial(deps, id);
}

/**
 * A withdrawn testimonial is never shown again, so it cannot be published. Asking for the state it is already
 * in changes nothing and records nothing.
 */
export function setTestimonialPublished(
  deps: Deps,
  audit: AuditContext,
  id: string,
  published: boolean,
): Promise<AdminTestimonial> {
  return changeTestimonial(deps, id, async (tx, row, now) => {
    if (row.withdrawnAt) {
      throw new AppError('INVALID_TRANSITION', 409, 'A withdrawn testimonial cannot be published', {
        reason: 'withdrawn',
      });
    }
    if (published === (row.publishedAt !== null)) return;
    await updateTestimonial(tx, id, { publishedAt: published ? now : null });
    await auditTestimonial(tx, audit, published ? 'testimonial_published' : 'testimonial_unpublished', row, now);
  });
}

/** The member took their consent back: off the landing page for good; the record of the consent stays. */
export function withdrawTestimonial(deps: Deps, audit: AuditContext, id: string): Promise<AdminTestimonial> {
  return changeTestimonial(deps, id, async (tx, row, now) => {
    if (row.withdrawnAt) return;
    await updateTestimonial(tx, id, { publishedAt: null, withdrawnAt: now });
    await auditTestimonial(tx, audit, 'testimonial_withdrawn', row, now);
  });
}
