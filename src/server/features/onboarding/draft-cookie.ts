import type { FastifyReply, FastifyRequest } from 'fastify';
import { DRAFT_TTL_MS } from '#shared/constants/onboarding.ts';

export const DRAFT_COOKIE = 'cp_onboarding';
/** Only the onboarding calls ever need it. */
const DRAFT_COOKIE_PATH = '/api/onboarding';

export function draftTokenOf(request: FastifyRequest): string | null {
  return request.cookies[DRAFT_COOKIE] ?? null;
}

/** Rolling: each touch of the draft gives the cookie the draft's own 24 hours again. */
export function setDraftCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  now: Date,
  publicOrigin: string | null,
) {
  reply.setCookie(DRAFT_COOKIE, token, {
    path: DRAFT_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || (publicOrigin?.startsWith('https:') ?? false),
    expires: new Date(now.getTime() + DRAFT_TTL_MS),
  });
}

export function clearDraftCookie(reply: FastifyReply) {
  reply.clearCookie(DRAFT_COOKIE, { path: DRAFT_COOKIE_PATH });
}
