import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileTooLarge } from '#server/documents/image-errors.ts';
import { AppError } from '#server/errors.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { readUploadedFile, registerFileUploads } from '#server/lib/read-uploaded-file.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { ID_IMAGE_MAX_BYTES } from '#shared/constants/onboarding.ts';
import { errorResponses } from '#shared/errors.ts';
import { DocumentParamsSchema, IdDocumentViewSchema } from '#shared/schemas/onboarding-draft.ts';
import type { OnboardingPluginOptions } from './access-types.ts';
import { readThumbnail, removeIdDocument, storeIdDocument } from './id-documents.ts';
import { toDocumentView } from './onboarding-state.ts';

const errors = errorResponses(400, 404, 409, 413, 415, 429);

/** A few retakes of each side; not a way to store gigabytes. */
const UPLOADS_PER_HOUR = 40;

const noFile = () =>
  new AppError('VALIDATION_FAILED', 400, 'Send one image in the field "file"', {
    issues: [{ path: 'file', code: 'custom', message: 'validation.required' }],
  });

export const documentRoutes: FastifyPluginAsyncZod<OnboardingPluginOptions> = async (app, { deps, access }) => {
  const uploads = hourlyLimiter(deps, 'id_photo_uploads', UPLOADS_PER_HOUR);
  // A file of exactly 10 MB gets through the parser and is refused by the image check; a bigger one stops here.
  await registerFileUploads(app, ID_IMAGE_MAX_BYTES);

  app.post(
    '/onboarding/documents/:side',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 2: a photo of the ID (PNG, JPEG, WebP or HEIC by content, under 10 MB), stored encrypted',
        consumes: ['multipart/form-data'],
        params: DocumentParamsSchema,
        response: { 201: IdDocumentViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await uploads.hit(clientAddressKey(request.ip))], reply);
      // A member's photos go straight onto their account; a visitor's wait in their draft.
      const caller = request.user ? await access.callerOf(request) : await access.draftOf(request, reply);
      const bytes = await readUploadedFile(request, { missing: noFile, tooLarge: fileTooLarge });
      const row = await storeIdDocument(deps, caller, request.params.side, bytes);
      return reply.status(201).send(toDocumentView(row));
    },
  );

  app.delete(
    '/onboarding/documents/:side',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Remove: the stored photo is deleted',
        params: DocumentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await access.callerOf(request);
      if (caller.draft || caller.user) await removeIdDocument(deps, caller, request.params.side);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/onboarding/documents/:side/thumbnail',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'A small WebP preview of the photo, to its owner only (never the photo itself)',
        params: DocumentParamsSchema,
        produces: ['image/webp'],
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const thumbnail = await readThumbnail(deps, await access.callerOf(request), request.params.side);
      // An image, not JSON: the reply leaves the typed (JSON-schema) path here.
      const raw: FastifyReply = reply;
      return raw.header('cache-control', 'private, no-store').type('image/webp').send(thumbnail);
    },
  );
};
