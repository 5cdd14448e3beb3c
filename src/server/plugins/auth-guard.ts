import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/users.ts';
import { unauthorized } from '../errors.ts';

/** preHandler: only a signed-in user passes. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
