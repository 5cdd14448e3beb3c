import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/errors.ts';
import { createSettledStatus } from '#server/features/allowance/index.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { languageOf } from '#server/lib/request-language.ts';
import { requireSession, sessionUser } from '#server/plugins/auth-guard.ts';
import { clearSessionCookie } from '#server/plugins/sessions.ts';
import { deleteSession } from '#server/sessions/session-queries.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  CurrentUserSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  UpdateLanguageRequestSchema,
} from '#shared/schemas/auth.ts';
import {
  createAuthLimits,
  recordSignInFailure,
  recordSignInSuccess,
  refuseSpentEmailRequest,
  refuseSpentSignIn,
  type SignInAttempt,
} from './auth-limits.ts';
import { DEVICE_COOKIE, trustedDeviceOf } from './device-cookie.ts';
import { deviceRoutes } from './device-routes.ts';
import { emailRoutes } from './email-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { registerAccount, sendRegistrationEmail } from './registration.ts';
import { normalizeEmail, toCurrentUser, verifyLogin } from './service.ts';
import { noticeNewDevice, sessionOriginOf, signIn } from './sign-in.ts';
import { signInLinkRoutes } from './sign-in-link-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';
import { setLanguage } from './user-queries.ts';

const authErrors = errorResponses(400, 401, 429);

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const limits = createAuthLimits(deps.db, deps.config.authRateLimit, deps.clock);
  await app.register(emailRoutes, { deps, limits });
  await app.register(passwordRoutes, { deps, limits });
  await app.register(deviceRoutes, { deps, limits });
  await app.register(passkeyRoutes, { deps, limits });
  await app.register(signInLinkRoutes, { deps, limits });
  await app.register(twoFactorRoutes, { deps, limits });

  app.post(
    '/auth/password/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and email its verification link; the same 202 whether or not the email had one',
        body: RegisterRequestSchema,
        response: { 202: RegisterResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const account = normalizeEmail(request.body.email);
      await refuseSpentEmailRequest(limits, limits.signUps, account, request, reply);
      const language = languageOf(request.body.language, request.headers['accept-language']);
      const registration = await registerAccount(deps, { ...request.body, language });
      const mayEmail = (await limits.linkEmails.hit(account)).allowed;
      // After the answer: only the email differs between a new address and a known one, and must not be timed.
      deps.afterReply.run(reply, 'the sign-up email', async () => {
        if (mayEmail) await sendRegistrationEmail(deps, registration, request.log);
        else request.log.warn('sign-up email skipped: the address had its share of emails this hour');
      });
      return reply.status(202).send({ email: account });
    },
  );

  app.post(
    '/auth/password/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: CurrentUserSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const account = normalizeEmail(request.body.email);
      const attempt: SignInAttempt = {
        account,
        addressKey: clientAddressKey(request.ip),
        deviceNonce: trustedDeviceOf(deps.cipher, request.cookies[DEVICE_COOKIE], account),
      };
      await refuseSpentSignIn(limits, attempt, reply);
      let user: UserRow;
      try {
        user = await verifyLogin(deps.db, request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          await recordSignInFailure(limits, attempt);
        throw error;
      }
      await recordSignInSuccess(limits, attempt);
      const token = await signIn(deps, request, reply, user);
      if (!attempt.deviceNonce) {
        await noticeNewDevice(deps.db, user, token, sessionOriginOf(request), deps.clock.now());
      }
      return toCurrentUser(user, deps.config.ownerEmail);
    },
  );

  const settledStatus = createSettledStatus(deps.db, deps.cipher);
  for (const url of ['/auth/user', '/auth/user/password']) {
    app.get(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user, also while the session still owes its second factor (secondFactorPending)',
          response: { 200: CurrentUserSchema, ...errorResponses(401) },
        },
        onRequest: requireSession,
      },
      async (request) => {
        const user = sessionUser(request);
        return toCurrentUser(
          { ...user, subscriptionStatus: await settledStatus(user, deps.clock.now()) },
          deps.config.ownerEmail,
          request.session?.secondFactorVerified ?? false,
          request.user !== null,
        );
      },
    );
  }

  app.put(
    '/auth/user/language',
    {
      schema: {
        tags: ['auth'],
        summary: "Remember the member's language: the emails we send them are written in it",
        body: UpdateLanguageRequestSchema,
        response: { 204: z.null(), ...authErrors },
      },
      // The code screen has the language switch too.
      onRequest: requireSession,
    },
    async (request, reply) => {
      await setLanguage(deps.db, sessionUser(request).id, request.body.language, deps.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session (a POST, so that another site cannot sign the member out)',
        body: z.strictObject({}).nullish(),
        response: { 204: z.null(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await deleteSession(deps, request.sessionToken);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Refused: a link or an image could sign the member out; signing out is POST /api/logout',
        response: errorResponses(405),
      },
    },
    async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new AppError('METHOD_NOT_ALLOWED', 405, 'Sign out with POST');
    },
  );

  app.get(
    '/login',
    { schema: { tags: ['auth'], summary: 'Sign-in entry point; the password form while no identity provider is set' } },
    async (_request, reply) => reply.redirect('/login'),
  );
};
