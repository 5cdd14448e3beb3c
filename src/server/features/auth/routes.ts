import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import { CurrentUserSchema, LoginRequestSchema, RegisterRequestSchema } from '#shared/schemas/auth.ts';
import { settledStatus } from '../../allowance/settle-subscription.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { refuseWhenLimited } from '../../lib/refuse-when-limited.ts';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/sessions.ts';
import { createSession, deleteExpiredSessions, deleteSession } from '../../sessions/session-queries.ts';
import { normalizeEmail, registerUser, toCurrentUser, verifyLogin } from './service.ts';

const errorResponses = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 429: ApiErrorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const authDeps = { db: deps.db, clock: deps.clock, adminEmails: deps.config.adminEmails };
  const sessionDeps = { db: deps.db, clock: deps.clock, sessionTtlMs: deps.config.sessionTtlMs };
  const { perIp, perAccount, windowMs } = deps.config.authRateLimit;
  // Two budgets: one per client address (every attempt counts, so spraying many accounts is slow), and one
  // per account (failed sign-ins count and a success clears them, so a stranger cannot lock the owner out).
  const perIpLimiter = createAttemptLimiter({ max: perIp, windowMs, clock: deps.clock });
  const signInFailures = createAttemptLimiter({ max: perAccount, windowMs, clock: deps.clock });
  const signUpAttempts = createAttemptLimiter({ max: perAccount, windowMs, clock: deps.clock });
  /** A new session id at every sign-in: a session fixed before login is worthless after it. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    if (request.sessionToken) await deleteSession(sessionDeps, request.sessionToken);
    // Sign-ins are rare enough to carry the clean-up of sessions that ran out.
    await deleteExpiredSessions(sessionDeps);
    const { token, expiresAt } = await createSession(sessionDeps, userId);
    setSessionCookie(request, reply, { token, expiresAt, publicOrigin: deps.config.publicOrigin });
  }

  app.post(
    '/auth/password/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password and sign in',
        body: RegisterRequestSchema,
        response: { 201: CurrentUserSchema, 409: ApiErrorBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = normalizeEmail(request.body.email);
      refuseWhenLimited([perIpLimiter.hit(clientAddressKey(request.ip)), signUpAttempts.hit(account)], reply);
      const user = await registerUser(authDeps, request.body);
      await startSession(request, reply, user.id);
      return reply.status(201).send(toCurrentUser(user, deps.config.ownerEmail));
    },
  );

  app.post(
    '/auth/password/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: CurrentUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = normalizeEmail(request.body.email);
      refuseWhenLimited([perIpLimiter.hit(clientAddressKey(request.ip)), signInFailures.check(account)], reply);
      let user: UserRow;
      try {
        user = await verifyLogin(authDeps, request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') signInFailures.hit(account);
        throw error;
      }
      signInFailures.reset(account);
      await startSession(request, reply, user.id);
      return toCurrentUser(user, deps.config.ownerEmail);
    },
  );

  for (const url of ['/auth/user', '/auth/user/password']) {
    app.get(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: CurrentUserSchema, 401: ApiErrorBodySchema },
        },
        onRequest: requireUser,
      },
      async (request) => {
        const user = currentUser(request);
        return toCurrentUser(
          { ...user, subscriptionStatus: await settledStatus(deps.db, deps.cipher, user, deps.clock.now()) },
          deps.config.ownerEmail,
        );
      },
    );
  }

  app.get(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End the session and go to the home page' } },
    async (request, reply) => {
      if (request.sessionToken) await deleteSession(sessionDeps, request.sessionToken);
      clearSessionCookie(reply);
      return reply.redirect('/');
    },
  );

  app.get(
    '/login',
    { schema: { tags: ['auth'], summary: 'Sign-in entry point; the password form while no identity provider is set' } },
    async (_request, reply) => reply.redirect('/login'),
  );
};
