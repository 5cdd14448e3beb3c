import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';

type ProfileRow = typeof memberProfiles.$inferSelect;

/** Writes the member's profile, replacing the one they gave before. */
export async function upsertProfile(db: Executor, row: typeof memberProfiles.$inferInsert): Promise<void> {
  const { userId: _key, ...changes } = row;
  await db.insert(memberProfiles).values(row).onConflictDoUpdate({ target: memberProfiles.userId, set: changes });
}

export async function findProfileRow(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return row;
}

/** Profiles written before migration 0014, whose street, phone and SSN's last four are still clear columns. */
export async function findPlainProfiles(db: Executor): Promise<ProfileRow[]> {
  return db.select().from(memberProfiles).where(isNull(memberProfiles.contactSealed));
}

/** Stores the sealed contact of a plain profile and clears its clear columns, unless another start did it first. */
export async function storeSealedContact(db: Executor, userId: string, contactSealed: Buffer): Promise<void> {
  await db
    .update(memberProfiles)
    .set({ contactSealed, street: null, phone: null, ssnLast4: null })
    .where(and(eq(memberProfiles.userId, userId), isNull(memberProfiles.contactSealed)));
}
