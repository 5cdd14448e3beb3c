import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '#server/clock.ts';
import type { SessionInfo, SessionUser } from '#server/sessions/session-queries.ts';
import type { SessionResolver } from '#server/sessions/session-resolver.ts';
import { SECOND_FACTOR_TTL_MS } from '#shared/constants/accounts.ts';
import { NO_SESSION_COOKIE } from '#shared/constants/session-hint.ts';

export const SESSION_COOKIE = 'cp_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; null for a visitor, and for a session that still owes its second factor. */
    user: SessionUser | null;
    /**
     * The user of a session that still owes the second factor (two-step verification is on and this session has
     * not passed it): only the routes that let it finish signing in (or sign out) read it; for every other route
     * the caller is not signed in yet.
     */
    awaitingSecondFactor: SessionUser | null;
    session: (SessionInfo & { secondFactorVerified: boolean }) | null;
    sessionToken: string | null;
  }
}

/** Secure whenever the page is served over https: seen directly, or declared by PUBLIC_URL behind a proxy. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; publicOrigin: string | null },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || (session.publicOrigin?.startsWith('https:') ?? false),
    expires: session.expiresAt,
  });
  reply.clearCookie(NO_SESSION_COOKIE, { path: '/' });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  markNoSession(reply);
}

/** Tells the page's script this browser holds no session (NO_SESSION_COOKIE): not secret, so readable. */
export function markNoSession(reply: FastifyReply) {
  reply.setCookie(NO_SESSION_COOKIE, '1', { path: '/', sameSite: 'lax' });
}

/** Whether a session passed the second factor recently enough for staff work (re-asked after 12 hours). */
export function secondFactorFresh(session: Pick<SessionInfo, 'secondFactorAt'>, now: Date): boolean {
  return !!session.secondFactorAt && now.getTime() - session.secondFactorAt.getTime() < SECOND_FACTOR_TTL_MS;
}

/**
 * An account with two-step verification on is signed in only once the session passed it (staff also need it
 * renewed every 12 hours for the admin routes: `secondFactorFresh`).
 */
export function owesSecondFactor(
  user: Pick<SessionUser, 'totpEnrolledAt'>,
  session: Pick<SessionInfo, 'secondFactorAt'>,
) {
  return user.totpEnrolledAt !== null && session.secondFactorAt === null;
}

/** Resolves the signed-in user of every API request from the session cookie. */
export const sessionsPlugin = fp(async (app: FastifyInstance, deps: { sessions: SessionResolver; clock: Clock }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('awaitingSecondFactor', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await deps.sessions.resolve(token);
    if (!found) return;
    if (owesSecondFactor(found.user, found.session)) request.awaitingSecondFactor = found.user;
    else request.user = found.user;
    request.session = { ...found.session, secondFactorVerified: secondFactorFresh(found.session, deps.clock.now()) };
    request.sessionToken = token;
  });
});
