import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import { CurrentUserSchema, VerifyEmailRequestSchema } from '#shared/schemas/auth.ts';
import { refuseWhenLimited } from '../../lib/refuse-when-limited.ts';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import type { AuthRouteOptions } from './auth-limits.ts';
import { refuseWhenVerified, sendVerificationLink, verifyEmail } from './email-verification.ts';
import { normalizeEmail, toCurrentUser } from './service.ts';
import { signIn } from './sign-in.ts';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 409: ApiErrorBodySchema, 429: ApiErrorBodySchema };

/** The verification link we email at sign-up: opening it proves the address and signs that browser in. */
export const emailRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps, limits }) => {
  app.post(
    '/auth/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a verification link: the email is proven and this browser signed in (400 LINK_INVALID)',
        body: VerifyEmailRequestSchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await verifyEmail(deps, request.body.token);
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
