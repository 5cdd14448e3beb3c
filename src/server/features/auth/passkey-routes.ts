import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '#server/errors.ts';
import { createAttemptLimiter } from '#server/lib/attempt-limiter.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { currentUser, requireUser, requireVerified } from '#server/plugins/auth-guard.ts';
import { PASSKEY_CHALLENGE_TTL_MS } from '#shared/constants/passkeys.ts';
import { errorResponses } from '#shared/errors.ts';
import { CurrentUserSchema } from '#shared/schemas/auth.ts';
import {
  FinishPasskeyRegistrationRequestSchema,
  PasskeyParamsSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeySchema,
  PasskeySignInOptionsSchema,
  PasskeySignInRequestSchema,
  PasskeysResponseSchema,
  RenamePasskeyRequestSchema,
  StartPasskeyRegistrationRequestSchema,
} from '#shared/schemas/passkeys.ts';
import type { AuthRouteOptions } from './auth-limits.ts';
import { proveCurrentPassword } from './change-password.ts';
import { DEVICE_COOKIE, trustedDeviceOf } from './device-cookie.ts';
import { publicIdOfSession } from './device-queries.ts';
import {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  listMemberPasskeys,
  removeMemberPasskey,
  renameMemberPasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkey-service.ts';
import { normalizeEmail, toCurrentUser } from './service.ts';
import { noticeNewDevice, sessionOriginOf, signIn } from './sign-in.ts';
import { markSessionSecondFactor } from './two-factor-queries.ts';

/**
 * The ceremony's challenge id rides in a cookie rather than in the body: httpOnly, so no script of the page can read
 * or plant it; SameSite=Strict and sent only to these routes, so another site cannot start or finish a ceremony
 * in the member's browser; and a response answers only the challenge given to the very browser that sends it.
 */
const CHALLENGE_COOKIE = 'cp_webauthn';
const CHALLENGE_COOKIE_PATH = '/api/auth/passkeys';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * onRequest hook for adding a passkey: a staff account must have passed its second factor in this session,
 * or a password alone (a stolen one) would buy a passkey, and with it the second factor (see decision 016).
 */
async function requireStaffFactor(request: FastifyRequest) {
  const user = currentUser(request);
  if (!user.isAdmin || request.session?.secondFactorVerified) return;
  if (!user.totpEnrolledAt) {
    throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', 403, 'Set up two-step verification first');
  }
  throw new AppError('TWO_FACTOR_REQUIRED', 403, 'Enter your two-step verification code');
}

/** Passkeys: added, named and removed on the account page; used to sign in without a password. */
export const passkeyRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps, limits }) => {
  // Each ceremony's start and its answer count: a client address gets half the limit in sign-ins a window.
  const signInsPerAddress = createAttemptLimiter({
    db: deps.db,
    name: 'passkey_sign_ins_per_address',
    max: deps.config.authRateLimit.perIp,
    windowMs: deps.config.authRateLimit.windowMs,
    clock: deps.clock,
  });

  function setChallengeCookie(request: FastifyRequest, reply: FastifyReply, challengeId: string) {
    reply.setCookie(CHALLENGE_COOKIE, challengeId, {
      path: CHALLENGE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https' || (deps.config.publicOrigin?.startsWith('https:') ?? false),
      maxAge: PASSKEY_CHALLENGE_TTL_MS / 1000,
    });
  }

  /** The challenge id this browser holds, and the cookie cleared: whatever the answer, the ceremony is over. */
  function takeChallengeCookie(request: FastifyRequest, reply: FastifyReply): string | undefined {
    reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_COOKIE_PATH });
    return request.cookies[CHALLENGE_COOKIE];
  }

  app.get(
    '/auth/passkeys',
    {
      schema: {
        tags: ['auth'],
        summary: "The member's passkeys, in the order they were added",
        response: { 200: PasskeysResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => ({ passkeys: await listMemberPasskeys(deps, currentUser(request).id) }),
  );

  app.post(
    '/auth/passkeys/registration/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start adding a passkey, with the current password: the options for navigator.credentials.create()',
        body: StartPasskeyRegistrationRequestSchema,
        response: { 200: PasskeyRegistrationOptionsSchema, ...errors },
      },
      onRequest: [requireVerified, requireStaffFactor],
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The change-password budget: guessing the password through either route spends the same one.
      refuseWhenLimited([await limits.wrongCurrentPasswords.check(user.id)], reply);
      try {
        await proveCurrentPassword(deps.db, user.id, request.body.currentPassword);
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD') {
          await limits.wrongCurrentPasswords.hit(user.id);
        }
        throw error;
      }
      await limits.wrongCurrentPasswords.reset(user.id);
      const { options, challengeId } = await startPasskeyRegistration(deps, user);
      setChallengeCookie(request, reply, challengeId);
      return options;
    },
  );

  app.post(
    '/auth/passkeys/registration',
    {
      schema: {
        tags: ['auth'],
        summary: "Finish adding a passkey with the authenticator's answer and the member's name for it",
        body: FinishPasskeyRegistrationRequestSchema,
        response: { 201: PasskeySchema, ...errors },
      },
      onRequest: [requireVerified, requireStaffFactor],
    },
    async (request, reply) => {
      const challengeId = takeChallengeCookie(request, reply);
      const passkey = await finishPasskeyRegistration(deps, currentUser(request).id, challengeId, request.body);
      return reply.status(201).send(passkey);
    },
  );

  app.patch(
    '/auth/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rename one of the member’s passkeys (404 for an id that is not theirs)',
        params: PasskeyParamsSchema,
        body: RenamePasskeyRequestSchema,
        response: { 200: PasskeySchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => renameMemberPasskey(deps, currentUser(request).id, request.params.id, request.body.name),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remove one of the member’s passkeys; the password still signs in (404 for an id that is not theirs)',
        params: PasskeyParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await removeMemberPasskey(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/passkeys/sign-in/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with a passkey: the options for navigator.credentials.get()',
        body: z.strictObject({}).nullish(),
        response: { 200: PasskeySignInOptionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await signInsPerAddress.hit(clientAddressKey(request.ip))], reply);
      const { options, challengeId } = await startPasskeySignIn(deps);
      setChallengeCookie(request, reply, challengeId);
      return options;
    },
  );

  app.post(
    '/auth/passkeys/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a passkey: a session like a password sign-in, which has also passed the second factor',
        body: PasskeySignInRequestSchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await signInsPerAddress.hit(clientAddressKey(request.ip))], reply);
      const challengeId = takeChallengeCookie(request, reply);
      const user = await finishPasskeySignIn(deps, challengeId, request.body);
      const trustedBefore =
        trustedDeviceOf(deps.cipher, request.cookies[DEVICE_COOKIE], normalizeEmail(user.email)) !== null;
      const token = await signIn(deps, request, reply, user);
      const publicId = await publicIdOfSession(deps.db, token);
      if (!publicId) throw unauthorized();
      // A passkey is something the member has, unlocked by something they are or know: both factors at once.
      await markSessionSecondFactor(deps.db, publicId, deps.clock.now());
      if (!trustedBefore) await noticeNewDevice(deps.db, user, token, sessionOriginOf(request), deps.clock.now());
      return toCurrentUser(user, deps.config.ownerEmail, true);
    },
  );
};
