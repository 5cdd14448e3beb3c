import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../errors.ts';
import type { SessionUser } from '../sessions/session-queries.ts';

/** onRequest hook: only a signed-in user passes, before the body is even validated. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest hook: a visitor gets 401, a member 403; the server's isAdmin decides, never the client. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin) throw new AppError('FORBIDDEN', 403, 'Admins only');
}
