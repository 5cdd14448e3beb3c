import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/errors.ts';
import { ConsumeSignInLinkRequestSchema, CurrentUserSchema, SignInLinkRequestSchema } from '#shared/schemas/auth.ts';
import type { AuthRouteOptions } from './auth-limits.ts';
import { DEVICE_COOKIE, trustedDeviceOf } from './device-cookie.ts';
import { emailLinkRoute } from './email-link-route.ts';
import { normalizeEmail, toCurrentUser } from './service.ts';
import { noticeNewDevice, sessionOriginOf, signIn } from './sign-in.ts';
import { consumeSignInLink, requestSignInLink } from './sign-in-link.ts';

const errors = errorResponses(400, 429);

/**
 * The owner's way in when password attempts from browsers without the device cookie are paused: a one-time
 * link to the account's proven mailbox, which whoever spent that budget cannot open.
 */
export const signInLinkRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps, limits }) => {
  emailLinkRoute(app, limits, {
    url: '/auth/sign-in-link',
    summary: 'Email a one-time sign-in link; the same 202 whether or not the email has an account',
    body: SignInLinkRequestSchema,
    errors,
    perAccount: limits.signInLinks,
    send: (request, reply) => requestSignInLink(deps, request, reply),
  });

  app.post(
    '/auth/sign-in-link/consume',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a sign-in link: this browser is signed in and trusted (400 LINK_INVALID)',
        body: ConsumeSignInLinkRequestSchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await consumeSignInLink(deps, request.body.token);
      const trusted = trustedDeviceOf(deps.cipher, request.cookies[DEVICE_COOKIE], normalizeEmail(user.email));
      const token = await signIn(deps, request, reply, user);
      if (!trusted) await noticeNewDevice(deps.db, user, token, sessionOriginOf(request), deps.clock.now());
      // Staff, and members with two-step verification on, still pass it: this session has not.
      return toCurrentUser(user, deps.config.ownerEmail);
    },
  );
};
