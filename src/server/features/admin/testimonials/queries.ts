import { desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { testimonials } from '#server/db/schema/testimonials.ts';
import { users } from '#server/db/schema/users.ts';

export type TestimonialRow = typeof testimonials.$inferSelect & { recordedByEmail: string | null };

const withRecorder = (db: Executor) =>
  db
    .select({ testimonial: testimonials, recordedByEmail: users.email })
    .from(testimonials)
    .leftJoin(users, eq(users.id, testimonials.recordedBy));

const flatten = ({
  testimonial,
  recordedByEmail,
}: {
  testimonial: typeof testimonials.$inferSelect;
  recordedByEmail: string | null;
}) => ({
  ...testimonial,
  recordedByEmail,
});

/** Every testimonial, withdrawn ones too (the consent record stays), newest first. */
export async function findTestimonials(db: Executor): Promise<TestimonialRow[]> {
  return (await withRecorder(db).orderBy(desc(testimonials.createdAt), desc(testimonials.id))).map(flatten);
}

export async function findTestimonial(db: Executor, id: string): Promise<TestimonialRow | null> {
  const [row] = await withRecorder(db).where(eq(testimonials.id, id));
  return row ? flatten(row) : null;
}

/** Locks the row, so a publication and a withdrawal at the same moment queue up. */
export async function lockTestimonial(db: Executor, id: string) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  return row ?? null;
}

export async function insertTestimonial(db: Executor, values: typeof testimonials.$inferInsert): Promise<string> {
  const [row] = await db.insert(testimonials).values(values).returning({ id: testimonials.id });
  if (!row) throw new Error('testimonial insert returned no row');
  return row.id;
}

export async function updateTestimonial(
  db: Executor,
  id: string,
  values: Pick<Partial<typeof testimonials.$inferInsert>, 'publishedAt' | 'withdrawnAt'>,
) {
  await db.update(testimonials).set(values).where(eq(testimonials.id, id));
}
