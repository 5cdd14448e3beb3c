import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { AppError } from '#server/errors.ts';
import { createAuthLimits } from '#server/features/auth/index.ts';
import { createAttemptLimiter } from '#server/lib/attempt-limiter.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { clearSessionCookie } from '#server/plugins/sessions.ts';
import { DATA_EXPORTS_PER_HOUR } from '#shared/constants/privacy.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { errorResponses } from '#shared/errors.ts';
import { DeleteAccountRequestSchema } from '#shared/schemas/privacy.ts';
import { deleteOwnAccount, startMemberExport } from './service.ts';

const errors = errorResponses(401, 429);

/** The member's own data: a copy of all of it, and the deletion of the account (decision 017). */
export const privacyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const exports = createAttemptLimiter({
    db: deps.db,
    name: 'member_data_exports',
    max: DATA_EXPORTS_PER_HOUR,
    windowMs: HOUR_MS,
    clock: deps.clock,
  });
  // The same budget as a password change's: a stolen session gets one set of guesses at the password, not two.
  const { wrongCurrentPasswords } = createAuthLimits(deps.db, deps.config.authRateLimit, deps.clock);

  app.get(
    '/account/export',
    {
      // A HEAD would write a whole audited export only to throw it away.
      exposeHeadRoute: false,
      schema: {
        tags: ['privacy'],
        summary: 'Everything we hold about the member, as a zip streamed as it is written (audited, 5 an hour)',
        produces: ['application/zip'],
        response: errors,
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const member = currentUser(request);
      refuseWhenLimited([await exports.hit(member.id)], reply);
      const { filename, archive } = await startMemberExport(deps, auditContextOf(request), member, request.log);
      return sendAttachment(reply, { contentType: 'application/zip', fileName: filename, content: archive });
    },
  );

  app.post(
    '/account/delete',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Delete the account, confirmed with the password: sessions end, data and files are purged, the law’s records kept sealed',
        body: DeleteAccountRequestSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 409, 503),
          ...errors,
        },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const member = currentUser(request);
      refuseWhenLimited([await wrongCurrentPasswords.check(member.id)], reply);
      try {
        await deleteOwnAccount(deps, auditContextOf(request), request.body.password, request.log);
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD') {
          await wrongCurrentPasswords.hit(member.id);
        }
        throw error;
      }
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
