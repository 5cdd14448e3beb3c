import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import { CurrentUserSchema, VerifyEmailRequestSchema } from '#shared/schemas/auth.ts';
import type { AuthRouteOptions } from './auth-limits.ts';
import { refuseWhenVerified, sendVerificationLink, verifyEmail } from './email-verification.ts';
import { normalizeEmail, toCurrentUser } from './service.ts';
import { signIn } from './sign-in.ts';

const errors = errorResponses(400, 401, 409, 429);

/**
 * The verification link we email at sign-up: opening it proves the address. A browser signed in to the account
 * keeps its session; any other chooses the account's password with the link and is signed in (decision 014).
 */
export const emailRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps, limits }) => {
  app.post(
    '/auth/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Open a verification link: the email is proven; a browser not signed in to the account chooses its password ' +
          '(409 PASSWORD_CHOICE_REQUIRED without one), every other session ends (400 LINK_INVALID)',
        body: VerifyEmailRequestSchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, signedInAlready } = await verifyEmail(deps, request.body, {
        user: request.user,
        sessionToken: request.sessionToken,
        audit: { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null },
      });
      if (signedInAlready) {
        // Signed in already: this session has passed any second factor the account has.
        return toCurrentUser(user, deps.config.ownerEmail, request.session?.secondFactorVerified ?? false, true);
      }
      await signIn(deps, request, reply, user);
      return toCurrentUser(user, deps.config.ownerEmail);
    },
  );

  app.post(
    '/auth/email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a new verification link to the signed-in member (409 when the email is verified)',
        body: z.strictObject({}).nullish(),
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      refuseWhenVerified(user);
      refuseWhenLimited([await limits.linkEmails.hit(normalizeEmail(user.email))], reply);
      await sendVerificationLink(deps, user, request.log);
      return reply.status(204).send(null);
    },
  );
};
