import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '#server/errors.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';

const twoFactorRequired = () => new AppError('TWO_FACTOR_REQUIRED', 403, 'Enter your two-step verification code');

/**
 * Nobody signed in: a visitor (401), or a session that still owes its second factor (403 TWO_FACTOR_REQUIRED,
 * which the client turns into the code screen).
 */
const notSignedIn = (request: FastifyRequest) => (request.awaitingSecondFactor ? twoFactorRequired() : unauthorized());

/** onRequest hook: only a signed-in user passes, before the body is even validated. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw notSignedIn(request);
}

/**
 * onRequest hook for the few routes a session that still owes its second factor may call: who is signed in,
 * the language, and passing the factor itself. Everything else waits for the code (`requireUser`).
 */
export async function requireSession(request: FastifyRequest) {
  if (!request.user && !request.awaitingSecondFactor) throw unauthorized();
}

/** For handlers behind requireSession: the session's user, whether or not it still owes the second factor. */
export function sessionUser(request: FastifyRequest): SessionUser {
  const user = request.user ?? request.awaitingSecondFactor;
  if (!user) throw unauthorized();
  return user;
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest hook for what spends money or sends letters: only a member who proved their email passes. */
export async function requireVerified(request: FastifyRequest) {
  if (!request.user) throw notSignedIn(request);
  if (!request.user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Verify your email first');
}

/**
 * onRequest hook for onboarding steps that commit money: a visitor's draft passes (the account it becomes is
 * made unverified and verifies before letters go out), a signed-in member must have proven their email.
 */
export async function refuseUnverifiedMember(request: FastifyRequest) {
  if (request.user && !request.user.emailVerifiedAt) {
    throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Verify your email first');
  }
}

/**
 * onRequest hook: a visitor gets 401, a member 403; the server's isAdmin decides, never the client. An admin
 * also needs a verified email and a second factor enrolled and passed within the last 12 hours; each missing
 * step has its own code, which the client turns into the screen that completes it.
 */
export async function requireAdmin(request: FastifyRequest) {
  // A session that owes the factor is answered as its account would be: a member is no admin either way.
  const user = request.user ?? request.awaitingSecondFactor;
  if (!user) throw unauthorized();
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 403, 'Admins only');
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Verify your email first');
  if (!user.totpEnrolledAt) {
    throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', 403, 'Set up two-step verification first');
  }
  if (!request.user || !request.session?.secondFactorVerified) throw twoFactorRequired();
}
