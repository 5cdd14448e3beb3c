import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { idempotentRequests } from '#server/db/schema/idempotency.ts';

/** What a request carrying a key is: the same key again is the same request only when all three match. */
export interface KeyedRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

export type StoredRequest = typeof idempotentRequests.$inferSelect;

/** A request's hold on its key, named by the creation time it wrote: a later take-over writes another. */
export interface Claim {
  userId: string;
  key: string;
  createdAt: Date;
}

const byKey = (userId: string, key: string) =>
  and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));

const ofClaim = (claim: Claim) =>
  and(
    byKey(claim.userId, claim.key),
    eq(idempotentRequests.createdAt, claim.createdAt),
    isNull(idempotentRequests.statusCode),
  );

/** Claims the key for this request: true when no row held it, false when another request (or its answer) does. */
export async function insertClaim(db: Executor, request: KeyedRequest, now: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotentRequests)
    .values({ ...request, createdAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return rows.length > 0;
}

export async function findStoredRequest(db: Executor, userId: string, key: string): Promise<StoredRequest | null> {
  const rows = await db.select().from(idempotentRequests).where(byKey(userId, key)).limit(1);
  return rows[0] ?? null;
}

/**
 * Claims a row left behind (expired, or in flight on an instance that died) for this request. The row must still
 * be the one that was read (same creation time): of two requests taking it over at once, one wins.
 */
export async function takeOverClaim(
  db: Executor,
  request: KeyedRequest,
  seenCreatedAt: Date,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(idempotentRequests)
    .set({
      method: request.method,
      path: request.path,
      fingerprint: request.fingerprint,
      statusCode: null,
      contentType: null,
      bodySealed: null,
      createdAt: now,
      expiresAt,
    })
    .where(and(byKey(request.userId, request.key), eq(idempotentRequests.createdAt, seenCreatedAt)))
    .returning({ key: idempotentRequests.key });
  return rows.length > 0;
}

/** Keeps the answer of the claimed request, unless its claim was taken over meanwhile (it outlived the timeout). */
export async function storeAnswer(
  db: Executor,
  claim: Claim,
  answer: { statusCode: number; contentType: string | null; bodySealed: Buffer | null },
): Promise<void> {
  await db.update(idempotentRequests).set(answer).where(ofClaim(claim));
}

/** Gives the key back (an answer not to be replayed): the next request with it runs again. */
export async function releaseClaim(db: Executor, claim: Claim): Promise<void> {
  await db.delete(idempotentRequests).where(ofClaim(claim));
}

export async function purgeExpiredIdempotentRequests(db: Executor, now: Date): Promise<void> {
  await db.delete(idempotentRequests).where(lte(idempotentRequests.expiresAt, now));
}
