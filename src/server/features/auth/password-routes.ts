import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '#server/errors.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  ChangePasswordRequestSchema,
  CurrentUserSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '#shared/schemas/auth.ts';
import type { AuthRouteOptions } from './auth-limits.ts';
import { changePassword } from './change-password.ts';
import { emailLinkRoute } from './email-link-route.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { toCurrentUser } from './service.ts';
import { sessionOriginOf, signIn } from './sign-in.ts';

const errors = errorResponses(400, 401, 429);

/** A forgotten password (a link by email) and a known one (changed while signed in). */
export const passwordRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps, limits }) => {
  emailLinkRoute(app, limits, {
    url: '/auth/password/forgot',
    summary: 'Email a password reset link; the same 202 whether or not the email has an account',
    body: ForgotPasswordRequestSchema,
    errors,
    perAccount: limits.linkEmails,
    send: (request, reply) => requestPasswordReset(deps, request, reply),
  });

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset link: every session ends, this browser is signed in',
        body: ResetPasswordRequestSchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(deps, request.body, sessionOriginOf(request), {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await signIn(deps, request, reply, user);
      return toCurrentUser(user, deps.config.ownerEmail);
    },
  );

  app.post(
    '/auth/password/change',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password, knowing the current one: every other session ends',
        body: ChangePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.sessionToken) throw unauthorized();
      refuseWhenLimited([await limits.wrongCurrentPasswords.check(user.id)], reply);
      try {
        await changePassword(
          deps,
          { userId: user.id, token: request.sessionToken },
          request.body,
          sessionOriginOf(request),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD') {
          await limits.wrongCurrentPasswords.hit(user.id);
        }
        throw error;
      }
      await limits.wrongCurrentPasswords.reset(user.id);
      return reply.status(204).send(null);
    },
  );
};
