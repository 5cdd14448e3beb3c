import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser, type SessionDeps, type SessionUser } from '../sessions/session-queries.ts';

export const SESSION_COOKIE = 'cp_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
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
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Resolves the signed-in user of every API request from the session cookie. */
export const sessionsPlugin = fp(async (app: FastifyInstance, deps: SessionDeps) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await findSessionUser(deps, token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  });
});
