import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import {
  RecoveryCodesResponseSchema,
  TwoFactorCodeRequestSchema,
  TwoFactorEnrolmentResponseSchema,
} from '#shared/schemas/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { auditContextOf } from '../../audit/record-audit.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { refuseWhenLimited } from '../../lib/refuse-when-limited.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { confirmEnrolment, startEnrolment, type TwoFactorAttempt, verifySecondFactor } from './two-factor-service.ts';

/** Six digits leave a million guesses: five wrong ones a minute per account make guessing hopeless. */
const WRONG_CODES_PER_WINDOW = 5;
const WRONG_CODES_WINDOW_MS = 60 * 1000;

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

/**
 * onRequest hook: staff accounts only. Not requireAdmin, which demands the very factor these routes set up;
 * a verified email is still needed, so nobody who merely signed up with a staff address can enrol a factor.
 */
async function requireStaffAccount(request: FastifyRequest) {
  const user = currentUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 403, 'Admins only');
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Verify your email first');
}

/** The second factor of admin accounts: enrol an authenticator app, then pass it in each session. */
export const twoFactorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const wrongCodes = createAttemptLimiter({
    db: deps.db,
    name: 'wrong_second_factor_codes',
    max: WRONG_CODES_PER_WINDOW,
    windowMs: WRONG_CODES_WINDOW_MS,
    clock: deps.clock,
  });

  /** Runs a check of a typed code within the account's budget of wrong codes. */
  async function checkCode<T>(
    request: FastifyRequest & { body: { code: string } },
    reply: FastifyReply,
    check: (attempt: TwoFactorAttempt) => Promise<T>,
  ): Promise<T> {
    const audit = auditContextOf(request);
    if (!request.session) throw unauthorized();
    refuseWhenLimited([await wrongCodes.check(audit.actor.id)], reply);
    try {
      return await check({ audit, sessionPublicId: request.session.publicId, code: request.body.code });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_TWO_FACTOR_CODE') await wrongCodes.hit(audit.actor.id);
      throw error;
    }
  }

  app.post(
    '/auth/two-factor/enrolment',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start (or restart) setting up two-step verification: a new secret and its QR code',
        body: z.strictObject({}).nullish(),
        response: { 200: TwoFactorEnrolmentResponseSchema, ...errors },
      },
      onRequest: requireStaffAccount,
    },
    async (request) => startEnrolment(deps, currentUser(request)),
  );

  app.post(
    '/auth/two-factor/enrolment/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish setting up with a code from the app; answers the recovery codes, once',
        body: TwoFactorCodeRequestSchema,
        response: { 200: RecoveryCodesResponseSchema, ...errors },
      },
      onRequest: requireStaffAccount,
    },
    async (request, reply) => ({
      recoveryCodes: await checkCode(request, reply, (attempt) => confirmEnrolment(deps, attempt)),
    }),
  );

  app.post(
    '/auth/two-factor/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Pass the second factor for this session with an app code or a recovery code',
        body: TwoFactorCodeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireStaffAccount,
    },
    async (request, reply) => {
      await checkCode(request, reply, (attempt) => verifySecondFactor(deps, attempt));
      return reply.status(204).send(null);
    },
  );
};
