import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { AppError, notFound } from '#server/errors.ts';
import { errorResponses } from '#shared/errors.ts';
import { letterStateOf } from './lob-client.ts';
import { applyLetterState } from './track-letter.ts';
import { claimLobEvent, recordLobEventOutcome } from './tracking-queries.ts';

/** Lob's events carry one letter (with its tracking history): a megabyte is far more than any of them. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * How old a signed event may be: an event signed earlier is a replay of a captured one. Measured on the app's
 * clock, as the Lob double signs with its own (the test app's); in production both are the real clock.
 */
const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** Lob's contract, not ours: only Lob calls this, so the schemas stay here rather than in src/shared. */
const ReceivedResponseSchema = z.object({ received: z.literal(true) });
const EventEnvelopeSchema = z.object({
  id: z.string().min(1).max(255),
  event_type: z.object({ id: z.string().min(1).max(255) }),
  body: z.unknown(),
});

const signatureInvalid = () =>
  new AppError('WEBHOOK_SIGNATURE_INVALID', 401, 'The Lob signature is missing, stale or does not match the body');
const notAnEvent = () => new AppError('VALIDATION_FAILED', 400, 'The body is not a Lob event');

const headerOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * Whether Lob signed exactly these bytes, recently: `Lob-Signature` is the hex HMAC-SHA256, keyed with the
 * webhook's secret, of `${Lob-Signature-Timestamp}.${raw body}` (decision 023; the timestamp in milliseconds).
 */
function isSignedByLob(secret: string, body: Buffer, signature: string, timestamp: string, now: Date): boolean {
  const signedAt = Number(timestamp);
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now.getTime() - signedAt) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Lob's tracking events. Registered always, so the route answers 404 where mailing is off, like every other
 * mailing route. The signature covers the exact bytes sent, so this plugin (and only it) reads JSON bodies raw.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/lob',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['mailing'],
        summary:
          "Lob's tracking events (signed): a mailed letter's USPS scans move its mailing and its bureau's clock; " +
          'each event acts once, whoever receives it',
        response: { 200: ReceivedResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { printMail } = deps.config;
      if (!printMail) throw notFound();
      const now = deps.clock.now();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = headerOf(request.headers['lob-signature']);
      const timestamp = headerOf(request.headers['lob-signature-timestamp']);
      if (!isSignedByLob(printMail.webhookSecret, body, signature, timestamp, now)) throw signatureInvalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw notAnEvent();
      }
      const envelope = EventEnvelopeSchema.safeParse(parsed);
      if (!envelope.success) throw notAnEvent();
      const event = { id: envelope.data.id, type: envelope.data.event_type.id };
      const state = letterStateOf(envelope.data.body);

      // Stored and applied in one transaction: a replay, Lob's retry or another instance receiving it at the same
      // moment waits on the stored id, then finds it and does nothing. Should applying fail, the id goes too.
      const result = await deps.db.transaction(async (tx) => {
        if (!(await claimLobEvent(tx, event, now))) return null;
        const applied = state
          ? await applyLetterState({ db: tx, clock: deps.clock, log: request.log }, state, 'webhook')
          : ({ outcome: 'not_a_letter', userId: null } as const);
        const outcome = 'status' in applied ? `applied: ${applied.status}` : applied.outcome;
        await recordLobEventOutcome(tx, event.id, { outcome, userId: applied.userId });
        return { ...applied, outcome };
      });
      request.log.info(
        {
          lobEvent: event.id,
          type: event.type,
          lobLetter: state?.lobLetterId ?? null,
          // Whose mailing the letter is: a letter id names one mailing, so no event can reach another member's.
          userId: result?.userId ?? null,
          outcome: result?.outcome ?? 'ignored: received before',
        },
        'lob event',
      );
      return { received: true as const };
    },
  );
};
