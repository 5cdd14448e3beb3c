import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { currentUser, requireUser, requireVerified } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import { DisputeBureauPathSchema } from '#shared/schemas/disputes.ts';
import {
  CreateMailingRequestSchema,
  MailingIdParamsSchema,
  MailingLetterQuerySchema,
  MailingListResponseSchema,
  MailingOfferResponseSchema,
  MailingPreviewResponseSchema,
  MailingResponseSchema,
} from '#shared/schemas/mailing.ts';
import {
  cancelMailing,
  listMailings,
  mailingLetterPdf,
  mailingOffer,
  mailingPreview,
  mailLetter,
} from './mail-letter.ts';
import { proofOfAddressRoutes } from './proof-of-address-routes.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 503);

/**
 * Each preview and each mailing asks Lob to verify the return address, and Lob charges for every verification. A
 * Premium month's 15 disputes make 45 bureau letters: a member may preview each once within the hour and still fix
 * their address and look again a few times.
 */
export const ADDRESS_VERIFICATIONS_PER_HOUR = 60;

/** "Mail it for me": the offer, what the member sees before confirming, mailing, cancelling, the history. */
export const sendRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Beside the JSON routes, so only the proof's upload accepts a multipart body.
  await app.register(proofOfAddressRoutes, deps);
  const verifications = hourlyLimiter(deps, 'address_verifications', ADDRESS_VERIFICATIONS_PER_HOUR);

  app.get(
    '/mailing/offer',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Whether CreditPath mails letters for members here, and at what price',
        response: { 200: MailingOfferResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async () => mailingOffer(deps),
  );

  app.get(
    '/disputes/:id/bureaus/:bureau/mailing/preview',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Before "Mail it for me": recipient, verified return address, enclosures on file, mail class, price',
        params: DisputeBureauPathSchema,
        response: { 200: MailingPreviewResponseSchema, ...errors },
      },
      onRequest: requireVerified,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return mailingPreview(deps, userId, request.params.id, request.params.bureau, async () =>
        refuseWhenLimited([await verifications.hit(userId)], reply),
      );
    },
  );

  app.get(
    '/disputes/:id/bureaus/:bureau/mailing/letter.pdf',
    {
      schema: {
        tags: ['mailing'],
        summary: 'The exact PDF that would be mailed with the enclosures chosen',
        params: DisputeBureauPathSchema,
        querystring: MailingLetterQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
      onRequest: requireVerified,
    },
    async (request, reply) => {
      const { id, bureau } = request.params;
      const pdf = await mailingLetterPdf(deps, currentUser(request).id, id, bureau, request.query.enclosures);
      const raw: FastifyReply = reply;
      return sendAttachment(raw, {
        contentType: 'application/pdf',
        fileName: `${bureau}-letter-to-mail-${id}.pdf`,
        content: Buffer.from(pdf),
        cacheControl: 'private, no-store',
      });
    },
  );

  app.post(
    '/disputes/:id/bureaus/:bureau/mailing',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Mail this bureau letter by USPS Certified Mail through Lob (charged only once it is mailed)',
        params: DisputeBureauPathSchema,
        body: CreateMailingRequestSchema,
        response: { 201: MailingResponseSchema, ...errors },
      },
      onRequest: requireVerified,
    },
    async (request, reply) => {
      const { id, bureau } = request.params;
      const userId = currentUser(request).id;
      const mailing = await mailLetter(deps, userId, id, bureau, request.body, async () =>
        refuseWhenLimited([await verifications.hit(userId)], reply),
      );
      return reply.status(201).send(mailing);
    },
  );

  app.post(
    '/mailings/:id/cancel',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Cancel a mailing before Lob’s send date: nothing is mailed or charged',
        params: MailingIdParamsSchema,
        response: { 200: MailingResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => cancelMailing(deps, currentUser(request).id, request.params.id),
  );

  app.get(
    '/mailings',
    {
      schema: {
        tags: ['mailing'],
        summary: 'The member’s mailings, newest first, each with its USPS tracking history',
        response: { 200: MailingListResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => listMailings(deps, currentUser(request).id),
  );
};
