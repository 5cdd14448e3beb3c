import { createHash, type Hash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '#server/clock.ts';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import {
  type Claim,
  findStoredRequest,
  insertClaim,
  type KeyedRequest,
  releaseClaim,
  storeAnswer,
  takeOverClaim,
} from './idempotency-queries.ts';

/** How long an answer is kept for a repeat: a day covers any client's retries, and a day's rows stay small. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;

/**
 * A request still in flight this long is taken to be lost with its instance (killed mid-request: its row never
 * got an answer) and a repeat runs it again. Every JSON request of this API is answered well within it; a longer
 * one would be run twice by a retry that arrives after this.
 */
export const ABANDONED_AFTER_MS = 30_000;

const KEY_HEADER = 'idempotency-key';
/**
 * On an answer to a signed-in member that leaves them signed in: tells the client that its writes are keyed, so
 * that it may send one again after a lost answer. A visitor's writes (sign-up, sign-in, a link's confirmation) are
 * not kept and must not be; an answer that sets a cookie (signing out, or in again) leaves that for the next one.
 */
const SCOPE_HEADER = 'idempotency-scope';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

interface Keyed {
  request: Omit<KeyedRequest, 'fingerprint'>;
  body: Hash;
  claim: Claim | null;
}

type Outcome =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'reused' }
  | { kind: 'in-flight' };

interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  bodySealed: Buffer | null;
}

interface IdempotencyDeps {
  db: Executor;
  clock: Clock;
  cipher: Cipher;
}

/** The first request with a key claims it; a repeat finds its answer, a conflict, or a claim left behind. */
async function claimKey(deps: IdempotencyDeps, request: KeyedRequest): Promise<Outcome> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  const claimed = { kind: 'claimed', claim: { userId: request.userId, key: request.key, createdAt: now } } as const;
  // Twice at most: a row released between the insert and the read leaves the key free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await insertClaim(deps.db, request, now, expiresAt)) return claimed;
    const stored = await findStoredRequest(deps.db, request.userId, request.key);
    if (!stored) continue;
    if (stored.expiresAt <= now) {
      return (await takeOverClaim(deps.db, request, stored.createdAt, now, expiresAt))
        ? claimed
        : { kind: 'in-flight' };
    }
    const same =
      stored.method === request.method && stored.path === request.path && stored.fingerprint === request.fingerprint;
    if (!same) return { kind: 'reused' };
    const { statusCode, contentType, bodySealed } = stored;
    if (statusCode !== null) return { kind: 'replay', answer: { statusCode, contentType, bodySealed } };
    const abandoned = now.getTime() - stored.createdAt.getTime() >= ABANDONED_AFTER_MS;
    if (abandoned && (await takeOverClaim(deps.db, request, stored.createdAt, now, expiresAt))) return claimed;
    return { kind: 'in-flight' };
  }
  return { kind: 'in-flight' };
}

/** The answer's bytes when they can be kept (a stream, a file download, cannot), null for an empty body. */
function replayableBody(payload: unknown): Buffer | null | undefined {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  return undefined;
}

/**
 * Kept: what the request did. Given back for the next try: a failure of ours (5xx), a "not now" (429), an answer
 * that sets a cookie (replaying it would hand the cookie to whoever repeats), and one that cannot be kept.
 */
async function settle(deps: IdempotencyDeps, claim: Claim, reply: FastifyReply, payload: unknown) {
  const body = replayableBody(payload);
  const status = reply.statusCode;
  if (status >= 500 || status === 429 || reply.hasHeader('set-cookie') || body === undefined) {
    await releaseClaim(deps.db, claim);
    return;
  }
  const contentType = reply.getHeader('content-type');
  await storeAnswer(deps.db, claim, {
    statusCode: status,
    contentType: contentType === undefined ? null : String(contentType),
    bodySealed: body && deps.cipher.encrypt(body),
  });
}

function replay(deps: IdempotencyDeps, reply: FastifyReply, answer: StoredAnswer) {
  reply.code(answer.statusCode).header('idempotent-replayed', 'true');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.send(answer.bodySealed ? deps.cipher.decrypt(answer.bodySealed) : null);
}

/**
 * `Idempotency-Key` on a signed-in member's POST, PUT, PATCH or DELETE (decision 025): the first request with a
 * key does the work and its answer is kept a day; the same key again replays that answer instead of doing the
 * work twice, so a client or the proxy may repeat a request whose answer was lost. Multipart uploads are left
 * out: their body is read by the route itself, after the point where the key must be claimed, so it cannot be
 * fingerprinted without holding the whole file first; the client sends them without a key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, deps: IdempotencyDeps) => {
  const keyed = new WeakMap<FastifyRequest, Keyed>();

  // After the sessions plugin's hook (registered before this one): request.user is known.
  app.addHook('onRequest', async (request) => {
    const key = request.headers[KEY_HEADER];
    if (key === undefined || !request.user || !WRITE_METHODS.has(request.method)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('IDEMPOTENCY_KEY_INVALID', 400, 'Idempotency-Key must be 8 to 128 of A-Z, a-z, 0-9, - and _');
    }
    if (request.headers['content-type']?.startsWith('multipart/')) return;
    const body = createHash('sha256');
    keyed.set(request, {
      request: { userId: request.user.id, key, method: request.method, path: request.url },
      body,
      claim: null,
    });
  });

  // The fingerprint is of the bytes as sent, taken while the body parser reads them.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const state = keyed.get(request);
    if (!state) return payload;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        state.body.update(chunk);
        done(null, chunk);
      },
    });
    return pipeline(payload, hashing, () => {});
  });

  app.addHook('preValidation', async (request, reply) => {
    const state = keyed.get(request);
    if (!state) return;
    const outcome = await claimKey(deps, { ...state.request, fingerprint: state.body.digest('hex') });
    switch (outcome.kind) {
      case 'claimed':
        state.claim = outcome.claim;
        return;
      case 'replay':
        keyed.delete(request);
        return replay(deps, reply, outcome.answer);
      case 'reused':
        keyed.delete(request);
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'This Idempotency-Key was used for another request');
      case 'in-flight':
        keyed.delete(request);
        reply.header('retry-after', IN_FLIGHT_RETRY_AFTER_SECONDS);
        throw new AppError('IDEMPOTENCY_KEY_IN_FLIGHT', 409, 'A request with this Idempotency-Key is in progress', {
          retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS,
        });
    }
  });

  // Before the answer leaves: a repeat that arrives once the member has it finds it kept.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user && !reply.hasHeader('set-cookie')) reply.header(SCOPE_HEADER, 'member');
    const claim = keyed.get(request)?.claim;
    if (!claim) return payload;
    keyed.delete(request);
    try {
      await settle(deps, claim, reply, payload);
    } catch (error) {
      // The answer still goes out; the row stays in flight until a repeat finds it abandoned.
      request.log.error({ err: error }, 'keeping the answer of an idempotent request failed');
    }
    return payload;
  });
});
