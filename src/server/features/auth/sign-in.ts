import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { Database } from '#server/db/client.ts';
import { notify } from '#server/features/notifications/index.ts';
import { setSessionCookie } from '#server/plugins/sessions.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  type SessionOrigin,
} from '#server/sessions/session-queries.ts';
import { issueDeviceCookie, setDeviceCookie } from './device-cookie.ts';
import { deviceName } from './device-name.ts';
import { publicIdOfSession } from './device-queries.ts';
import { normalizeEmail } from './service.ts';
import { setLastLogin } from './user-queries.ts';

/** The browser a request came from, as the devices list and the new-sign-in notice name it. */
export function sessionOriginOf(request: FastifyRequest): SessionOrigin {
  return { userAgent: request.headers['user-agent'] ?? null, ipAddress: request.ip };
}

/** What a notification says about the browser that did something to the account. */
export function describeOrigin(origin: SessionOrigin): { device: string | null; ipAddress: string | null } {
  return { device: deviceName(origin.userAgent), ipAddress: origin.ipAddress };
}

/** A password sign-in from a browser the account had not seen: the member is told, in case it was not them. */
export async function noticeNewDevice(
  db: Database,
  user: { id: string },
  token: string,
  origin: SessionOrigin,
  now: Date,
): Promise<void> {
  const publicId = await publicIdOfSession(db, token);
  if (!publicId) return;
  await notify(
    db,
    { userId: user.id, kind: 'new_sign_in', subjectKey: `session:${publicId}`, data: describeOrigin(origin) },
    now,
  );
}

/** After any sign-in: this browser is now one the account trusts (see device-cookie.ts). */
export function trustThisDevice(
  deps: Pick<AppDeps, 'cipher' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): void {
  setDeviceCookie(request, reply, issueDeviceCookie(deps.cipher, normalizeEmail(email)), deps.config.publicOrigin);
}

/**
 * Signs this browser in: a new session id at every sign-in (a session fixed before it is worthless after it),
 * the device cookie, and the time of the sign-in. Answers the new session's token.
 */
export async function signIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'cipher'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string },
): Promise<string> {
  const sessionDeps = { db: deps.db, clock: deps.clock, sessionTtlMs: deps.config.sessionTtlMs };
  if (request.sessionToken) await deleteSession(sessionDeps, request.sessionToken);
  // Sign-ins are rare enough to carry the clean-up of sessions that ran out.
  await deleteExpiredSessions(sessionDeps);
  const { token, expiresAt } = await createSession(sessionDeps, user.id, sessionOriginOf(request));
  await setLastLogin(deps.db, user.id, deps.clock.now());
  setSessionCookie(request, reply, { token, expiresAt, publicOrigin: deps.config.publicOrigin });
  trustThisDevice(deps, request, reply, user.email);
  return token;
}
