import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { fileTooLarge } from '#server/documents/image-errors.ts';
import { AppError, notFound } from '#server/errors.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { readUploadedFile, registerFileUploads } from '#server/lib/read-uploaded-file.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { currentUser, requireVerified } from '#server/plugins/auth-guard.ts';
import { PROOF_OF_ADDRESS_MAX_BYTES } from '#shared/constants/mailing.ts';
import { errorResponses } from '#shared/errors.ts';
import { ProofOfAddressResponseSchema } from '#shared/schemas/mailing.ts';
import { proofOfAddressView, removeProofOfAddress, storeProofOfAddress } from './proof-of-address.ts';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429);

/** A few retakes; not a way to store gigabytes. */
const UPLOADS_PER_HOUR = 20;

const noFile = () =>
  new AppError('VALIDATION_FAILED', 400, 'Send one image in the field "file"', {
    issues: [{ path: 'file', code: 'custom', message: 'validation.required' }],
  });

/** The member's proof of address, enclosed with letters CreditPath mails for them. */
export const proofOfAddressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const uploads = hourlyLimiter(deps, 'proof_of_address_uploads', UPLOADS_PER_HOUR);
  // As for the ID photo: a file of exactly 10 MB gets through the parser and is refused by the image check.
  await registerFileUploads(app, PROOF_OF_ADDRESS_MAX_BYTES);

  app.put(
    '/mailing/proof-of-address',
    {
      schema: {
        tags: ['mailing'],
        summary: 'A photo of a bill or statement (PNG, JPEG, WebP or HEIC by content, under 10 MB), stored encrypted',
        consumes: ['multipart/form-data'],
        response: { 201: ProofOfAddressResponseSchema, ...errors },
      },
      onRequest: requireVerified,
    },
    async (request, reply) => {
      // Kept only to be enclosed with a letter we mail: where we mail nothing, nothing is taken.
      if (!deps.lob) throw notFound();
      const userId = currentUser(request).id;
      refuseWhenLimited([await uploads.hit(userId)], reply);
      const bytes = await readUploadedFile(request, { missing: noFile, tooLarge: fileTooLarge });
      return reply.status(201).send(await storeProofOfAddress(deps, userId, bytes));
    },
  );

  app.get(
    '/mailing/proof-of-address',
    {
      schema: {
        tags: ['mailing'],
        summary: 'The proof of address on file (its type, size and date; never the image)',
        response: { 200: ProofOfAddressResponseSchema, ...errors },
      },
      onRequest: requireVerified,
    },
    async (request) => proofOfAddressView(deps, currentUser(request).id),
  );

  app.delete(
    '/mailing/proof-of-address',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Remove the proof of address: the stored image is deleted',
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireVerified,
    },
    async (request, reply) => {
      await removeProofOfAddress(deps, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
