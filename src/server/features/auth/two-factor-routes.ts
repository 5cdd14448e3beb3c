import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { AppError, unauthorized } from '#server/errors.ts';
import { createAttemptLimiter } from '#server/lib/attempt-limiter.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { currentUser, requireSession, requireUser, sessionUser } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  RecoveryCodesResponseSchema,
  TurnOffTwoFactorRequestSchema,
  TwoFactorCodeRequestSchema,
  TwoFactorEnrolmentResponseSchema,
} from '#shared/schemas/auth.ts';
import type { AuthRouteOptions } from './auth-limits.ts';
import {
  type CodeOutcome,
  checkPassword,
  confirmEnrolment,
  invalidTwoFactorCode,
  startEnrolment,
  type TwoFactorAttempt,
  turnOffSecondFactor,
  verifySecondFactor,
} from './two-factor-service.ts';

/**
 * Setting up is not a guess at a factor the account relies on (none is enrolled yet), so a plain budget is
 * enough there: 5 wrong codes a minute. Codes for an enrolled factor wait longer and longer instead
 * (rules/second-factor-wait.ts).
 */
const WRONG_ENROLMENT_CODES_PER_WINDOW = 5;
const WRONG_ENROLMENT_CODES_WINDOW_MS = 60 * 1000;

const errors = errorResponses(400, 401, 403, 409, 429);

/**
 * onRequest hook: any account with a proven email, staff or member, also a session that has not passed the
 * factor yet (that is what it is here for). Not requireAdmin, which demands the very factor these routes set
 * up; the verified email keeps anyone who merely signed up with somebody's address from enrolling a factor.
 */
async function requireProvenAccount(request: FastifyRequest) {
  await requireSession(request);
  if (!sessionUser(request).emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Verify your email first');
}

/** The session and who is in it, as the factor's checks record them. */
function attemptOf(request: FastifyRequest & { body: { code: string } }): TwoFactorAttempt {
  if (!request.session) throw unauthorized();
  const user = sessionUser(request);
  return {
    audit: auditContextOf(request, user),
    sessionPublicId: request.session.publicId,
    code: request.body.code,
  };
}

/** 429 with Retry-After while the account waits after wrong codes; 400 for a wrong code. */
function answerOutcome(outcome: CodeOutcome, reply: FastifyReply): void {
  if (outcome.kind === 'wait') refuseWhenLimited([{ allowed: false, ...outcome }], reply);
  if (outcome.kind === 'wrong') throw invalidTwoFactorCode();
}

/** Two-step verification: staff must set it up and pass it; any member with a proven email may turn it on. */
export const twoFactorRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps, limits }) => {
  const wrongEnrolmentCodes = createAttemptLimiter({
    db: deps.db,
    name: 'wrong_second_factor_codes',
    max: WRONG_ENROLMENT_CODES_PER_WINDOW,
    windowMs: WRONG_ENROLMENT_CODES_WINDOW_MS,
    clock: deps.clock,
  });

  app.post(
    '/auth/two-factor/enrolment',
    {
      schema: {
        tags: ['auth'],
        summary: "Start setting up two-step verification, or see this session's pending secret and its QR code again",
        body: z.strictObject({}).nullish(),
        response: { 200: TwoFactorEnrolmentResponseSchema, ...errors },
      },
      onRequest: requireProvenAccount,
    },
    async (request) => {
      if (!request.session) throw unauthorized();
      return startEnrolment(deps, sessionUser(request), request.session.publicId);
    },
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
      onRequest: requireProvenAccount,
    },
    async (request, reply) => {
      const attempt = attemptOf(request);
      refuseWhenLimited([await wrongEnrolmentCodes.check(attempt.audit.actor.id)], reply);
      try {
        return { recoveryCodes: await confirmEnrolment(deps, attempt) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_TWO_FACTOR_CODE') {
          await wrongEnrolmentCodes.hit(attempt.audit.actor.id);
        }
        throw error;
      }
    },
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
      onRequest: requireProvenAccount,
    },
    async (request, reply) => {
      answerOutcome(await verifySecondFactor(deps, attemptOf(request), request.log), reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/two-factor/turn-off',
    {
      schema: {
        tags: ['auth'],
        summary: "Turn a member's two-step verification off, with the password and a code (staff keep it: 409)",
        body: TurnOffTwoFactorRequestSchema,
        response: { 204: z.null(), ...errors },
      },
      // Signed in completely: a session that has not passed the factor cannot turn it off.
      onRequest: [requireUser, requireProvenAccount],
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.isAdmin) throw new AppError('TWO_FACTOR_MANDATORY', 409, 'Staff accounts keep two-step verification');
      refuseWhenLimited([await limits.wrongCurrentPasswords.check(user.id)], reply);
      try {
        await checkPassword(deps, user.id, request.body.password);
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD') {
          await limits.wrongCurrentPasswords.hit(user.id);
        }
        throw error;
      }
      await limits.wrongCurrentPasswords.reset(user.id);
      const attempt = { ...attemptOf(request), firstName: user.firstName, language: user.language };
      answerOutcome(await turnOffSecondFactor(deps, attempt, request.log), reply);
      return reply.status(204).send(null);
    },
  );
};
