import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { AppError } from '#server/errors.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { createDownloadBudget } from '#server/lib/download-budget.ts';
import { readUploadedFile, registerFileUploads } from '#server/lib/read-uploaded-file.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { requireUser } from '#server/plugins/auth-guard.ts';
import { RESPONSE_LETTER_MAX_BYTES } from '#shared/constants/disputes.ts';
import { DisputeBureauPathSchema, DisputeResponseSchema } from '#shared/schemas/disputes.ts';
import { errors, spendOnDispute, viewerOfRequest } from './filing-routes.ts';
import { letterFileTooLarge, readResponseLetter, storeResponseLetter } from './response-letters.ts';
import { getDispute } from './service.ts';

const noLetterFile = () =>
  new AppError('VALIDATION_FAILED', 400, 'Send the bureau’s letter in the field "file"', {
    issues: [{ path: 'file', code: 'custom', message: 'validation.required' }],
  });

/**
 * Each upload is up to 10 MB to check, clean and seal. A Premium month's 15 disputes answered by three bureaus
 * is 45 letters, which a member might scan in one sitting and retake a few of: 60 an hour.
 */
const ANSWER_UPLOADS_PER_HOUR = 60;

/** The bureau's own answer letter: kept by the member with the dispute, read by them or by an admin. */
export const responseLetterRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const uploads = hourlyLimiter(deps, 'answer_letter_uploads', ANSWER_UPLOADS_PER_HOUR);
  const downloads = createDownloadBudget(deps);
  // One file, no other fields; a file one byte over the limit stops here, the rest is checked by content.
  await registerFileUploads(app, RESPONSE_LETTER_MAX_BYTES + 1);

  app.post(
    '/disputes/:id/bureaus/:bureau/response-letter',
    {
      schema: {
        tags: ['disputes'],
        summary: 'Keep the bureau’s answer letter (a PDF or a photo, 10 MB at most), stored encrypted',
        consumes: ['multipart/form-data'],
        params: DisputeBureauPathSchema,
        response: { 200: DisputeResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const viewer = await viewerOfRequest(request);
      await spendOnDispute(deps, uploads, viewer, request.params.id, { staff: false, reply });
      const bytes = await readUploadedFile(request, { missing: noLetterFile, tooLarge: letterFileTooLarge });
      await storeResponseLetter(deps, viewer, request.params, bytes);
      return getDispute(deps, viewer, request.params.id);
    },
  );

  app.get(
    '/disputes/:id/bureaus/:bureau/response-letter',
    {
      schema: {
        tags: ['disputes'],
        summary: 'The bureau’s answer letter, to its owner or to an admin (written to the audit log)',
        params: DisputeBureauPathSchema,
        produces: ['application/pdf', 'image/*'],
        response: { ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { id, bureau } = request.params;
      const viewer = await viewerOfRequest(request);
      await spendOnDispute(deps, downloads, viewer, id, { staff: true, reply });
      const letter = await readResponseLetter(deps, viewer, { id, bureau }, auditContextOf(request));
      const extension = letter.contentType.split('/')[1];
      return sendAttachment(reply, {
        contentType: letter.contentType,
        fileName: `${bureau}-answer-${id}.${extension}`,
        content: letter.file,
        cacheControl: 'private, no-store',
      });
    },
  );
};
