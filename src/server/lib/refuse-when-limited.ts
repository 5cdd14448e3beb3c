import type { FastifyReply } from 'fastify';
import { AppError } from '#server/errors.ts';
import type { LimitVerdict } from './attempt-limiter.ts';

/** 429 with Retry-After for the first budget that is spent. */
export function refuseWhenLimited(verdicts: readonly LimitVerdict[], reply: FastifyReply): void {
  for (const verdict of verdicts) {
    if (verdict.allowed) continue;
    reply.header('retry-after', verdict.retryAfterSeconds);
    throw new AppError('RATE_LIMITED', 429, 'Too many attempts', { retryAfterSeconds: verdict.retryAfterSeconds });
  }
}
