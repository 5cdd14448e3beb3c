import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type Stripe from 'stripe';
import type { DatabaseHandle } from '#server/db/client.ts';
import { type MemberChanges, noMemberChanges } from '#server/db/member-changes.ts';
import { adminRoutes } from '#server/features/admin/routes.ts';
import { authRoutes } from '#server/features/auth/routes.ts';
import { createChargeJob, createStripe } from '#server/features/billing/index.ts';
import { billingRoutes } from '#server/features/billing/routes.ts';
import { createImportPool } from '#server/features/credit/index.ts';
import { creditRoutes } from '#server/features/credit/routes.ts';
import { disputeRoutes } from '#server/features/disputes/routes.ts';
import { educationRoutes } from '#server/features/education/routes.ts';
import { legalRoutes } from '#server/features/legal/routes.ts';
import { createLobClient, type LobClient } from '#server/features/mailing/index.ts';
import { mailingRoutes } from '#server/features/mailing/routes.ts';
import { notificationRoutes } from '#server/features/notifications/routes.ts';
import { onboardingRoutes } from '#server/features/onboarding/routes.ts';
import { privacyRoutes } from '#server/features/privacy/routes.ts';
import { profileRoutes } from '#server/features/profile/routes.ts';
import { createAfterReply } from '#server/lib/after-reply.ts';
import { censorSecrets, serializeError } from '#server/lib/log-serializers.ts';
import { registerApiDocs } from '#server/plugins/api-docs.ts';
import { registerClientApp } from '#server/plugins/client-app.ts';
import { registerErrorHandler } from '#server/plugins/error-handler.ts';
import { idempotencyPlugin } from '#server/plugins/idempotency.ts';
import { registerOperations } from '#server/plugins/operations.ts';
import { registerSameOriginCheck } from '#server/plugins/same-origin.ts';
import { registerSecurityHeaders } from '#server/plugins/security-headers.ts';
import { sessionsPlugin } from '#server/plugins/sessions.ts';
import { testClockRoutes } from '#server/plugins/test-clock.ts';
import { createSessionResolver } from '#server/sessions/session-resolver.ts';
import type { ApiErrorBody } from '#shared/errors.ts';
import type { AppDeps } from './app-deps.ts';
import type { AdjustableClock, Clock } from './clock.ts';

/** JSON bodies of this API are small forms; anything larger is refused before it is parsed. */
const JSON_BODY_LIMIT = 64 * 1024;

// Headers a request or reply serializer might one day write; secret keys anywhere are censorSecrets' job.
const REDACTED_LOG_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** One line a request, written once it is answered, with what was asked: Fastify's own writes two. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Each feature's routes, under /api once the session is known; the OpenAPI document lists their paths in this order. */
const FEATURE_ROUTES = [
  authRoutes,
  notificationRoutes,
  creditRoutes,
  onboardingRoutes,
  billingRoutes,
  legalRoutes,
  educationRoutes,
  disputeRoutes,
  mailingRoutes,
  profileRoutes,
  privacyRoutes,
  adminRoutes,
];

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isAdjustable = (clock: Clock): clock is AdjustableClock => 'advance' in clock;

export interface BuildAppOptions
  extends Omit<AppDeps, 'stripe' | 'lob' | 'charges' | 'changes' | 'afterReply' | 'imports'> {
  /** Where log lines go; tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** The Stripe SDK instance to use; made from config.payments when not given. */
  stripe?: Stripe | null;
  /** The Lob client to use; made from config.printMail when not given. */
  lob?: LobClient | null;
  /** The database handle's change notices; without them nothing is kept between requests. */
  changes?: MemberChanges;
  /** The database pool's figures, for the metrics and load shedding (server.ts passes its handle's). */
  poolStats?: DatabaseHandle['poolStats'];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, clock, cipher } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      formatters: { log: censorSecrets },
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Shutting down (SIGTERM), requests that still arrive on open connections are served, with Connection: close,
    // while the database is still open; Fastify's default answers them 503, which the proxy passes on.
    return503OnClosing: false,
    // A URL Fastify cannot even route (bad percent-encoding) still gets the shared error body.
    frameworkErrors: (error, _request, reply) => {
      const body: ApiErrorBody = { code: 'VALIDATION_FAILED', message: error.message };
      (reply as FastifyReply).status(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only (uploads will add multipart where a route needs it).
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.publicOrigin?.startsWith('https:') ?? false);
  await registerOperations(app, { config, db, poolStats: options.poolStats });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  if (config.apiDocs) await registerApiDocs(app);
  registerSameOriginCheck(app, config.publicOrigin);

  const stripe = options.stripe === undefined ? createStripe(config.payments) : options.stripe;
  const lob = options.lob === undefined ? config.printMail && createLobClient(config.printMail) : options.lob;
  const charges = createChargeJob({ db, clock, cipher, config }, stripe, app.log, app.jobMetrics);
  app.decorate('charges', charges);
  app.addHook('onClose', () => charges.stop());
  const afterReply = createAfterReply();
  app.decorate('afterReply', afterReply);
  app.addHook('onClose', () => afterReply.settled());
  const changes = options.changes ?? noMemberChanges;
  const imports = createImportPool();
  app.addHook('onClose', () => imports.close());
  const deps: AppDeps = {
    db,
    clock,
    config,
    cipher,
    mailer: options.mailer,
    stripe,
    lob,
    charges,
    changes,
    afterReply,
    imports,
  };
  const sessions = createSessionResolver({ db, clock, changes, cacheMs: config.memberCacheMs });
  app.addHook('onClose', async () => sessions.close());
  // A change's answer leaves only once this instance has heard its notice: the member's next request sees it.
  app.addHook('onSend', async (request, reply) => {
    if (config.memberCacheMs > 0 && reply.statusCode < 400 && !READ_ONLY_METHODS.has(request.method)) {
      await changes.settle();
    }
  });
  await app.register(
    async (api) => {
      await api.register(sessionsPlugin, { sessions, clock });
      await api.register(idempotencyPlugin, { db, clock, cipher });
      for (const routes of FEATURE_ROUTES) await api.register(routes, deps);
      if (config.testClockControl && isAdjustable(clock)) await api.register(testClockRoutes, { clock });
    },
    { prefix: '/api' },
  );
  await registerClientApp(app, config.clientDir, sessions);
  return app;
}
