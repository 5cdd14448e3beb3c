import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { LETTER_VERSIONS_KEPT } from '#server/features/submission/index.ts';
import { type AttemptLimiter, hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { createDownloadBudget } from '#server/lib/download-budget.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { currentUser, requireAdmin, requireUser, requireVerified } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  CreateDisputeRequestSchema,
  DisputeBureauPathSchema,
  DisputeIdParamsSchema,
  DisputeListResponseSchema,
  DisputeResponseSchema,
  DownloadLetterQuerySchema,
  MarkDeliveredRequestSchema,
  MarkMailedRequestSchema,
  ProcessDisputesRequestSchema,
  ProcessDisputesResponseSchema,
  RecordAnswerRequestSchema,
  UpdateDisputeStatusRequestSchema,
} from '#shared/schemas/disputes.ts';
import { letterPdf, regenerateLetters } from './letter-downloads.ts';
import { findDisputeOwner } from './queries.ts';
import { createDispute, listDisputes, processDisputes } from './service.ts';
import { type BureauMove, moveBureauAndGet, updateDisputeStatus } from './update-status.ts';

export const errors = errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 429);

/**
 * Who is asking, with staff rights only for an admin who passes everything requireAdmin asks (a fresh second
 * factor above all): anyone else, an admin short of the factor too, reaches only their own disputes. A letter
 * holds the member's address, birth date and SSN's last four.
 */
export async function viewerOfRequest(request: FastifyRequest) {
  const staff = await requireAdmin(request).then(
    () => true,
    () => false,
  );
  return { id: currentUser(request).id, isAdmin: staff };
}

/**
 * Spends one of the viewer's budget on work on a dispute they may have done: their own, or (`staff`) any for an
 * admin. Anyone else is refused as "not theirs" by the work itself, which then changes nothing, budgets included.
 */
export async function spendOnDispute(
  deps: Pick<AppDeps, 'db'>,
  budget: AttemptLimiter,
  viewer: { id: string; isAdmin: boolean },
  disputeId: string,
  options: { staff: boolean; reply: FastifyReply },
) {
  const owner = await findDisputeOwner(deps.db, disputeId);
  if (owner === null || (owner !== viewer.id && !(options.staff && viewer.isAdmin))) return;
  refuseWhenLimited([await budget.hit(viewer.id)], options.reply);
}

/**
 * Each regeneration writes and keeps a new version of up to three letters. A member rewrites a letter after
 * changing their address or fixing a detail, before mailing it: a Premium month's 15 disputes rewritten twice
 * each is 30, which no member needs within an hour.
 */
export const LETTER_REGENERATIONS_PER_HOUR = 30;

export const filingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const regenerations = hourlyLimiter(deps, 'letter_regenerations', LETTER_REGENERATIONS_PER_HOUR);
  const downloads = createDownloadBudget(deps);

  app.get(
    '/disputes',
    {
      schema: {
        tags: ['disputes'],
        summary: 'The member’s disputes, newest first, each with its bureaus, letters and campaign',
        response: { 200: DisputeListResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => listDisputes(deps, currentUser(request).id),
  );

  app.post(
    '/disputes',
    {
      schema: {
        tags: ['disputes'],
        summary: 'Save a draft dispute of one of the member’s negative items',
        body: CreateDisputeRequestSchema,
        response: { 201: DisputeResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => reply.status(201).send(await createDispute(deps, currentUser(request).id, request.body)),
  );

  app.post(
    '/disputes/process',
    {
      schema: {
        tags: ['disputes'],
        summary: 'Send drafts to the three bureaus within the plan’s allowance (402 without a plan, 429 over it)',
        body: ProcessDisputesRequestSchema,
        response: { 200: ProcessDisputesResponseSchema, ...errors },
      },
      onRequest: [requireUser, requireVerified],
    },
    async (request) => processDisputes(deps, currentUser(request).id, request.body.disputeIds),
  );

  app.patch(
    '/disputes/:id/status',
    {
      schema: {
        tags: ['disputes'],
        summary: 'Withdraw a draft, note new information sent to a bureau, or (admin) record a bureau’s answer',
        params: DisputeIdParamsSchema,
        body: UpdateDisputeStatusRequestSchema,
        response: { 200: DisputeResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) =>
      updateDisputeStatus(
        deps,
        await viewerOfRequest(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
  );

  app.post(
    '/disputes/:id/regenerate-letters',
    {
      schema: {
        tags: ['disputes'],
        summary: `Write the letters not yet mailed again from today’s details (the last ${LETTER_VERSIONS_KEPT} versions of each are kept)`,
        params: DisputeIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: DisputeResponseSchema, ...errors },
      },
      onRequest: [requireUser, requireVerified],
    },
    async (request, reply) => {
      const viewer = await viewerOfRequest(request);
      await spendOnDispute(deps, regenerations, viewer, request.params.id, { staff: false, reply });
      return regenerateLetters(deps, viewer, request.params.id);
    },
  );

  app.get(
    '/disputes/:id/download-pdf/:bureau',
    {
      schema: {
        tags: ['disputes'],
        summary:
          'A dispute letter as a PDF (`transunionn` is read as TransUnion). Later letters are the campaign steps’ (GET /disputes/:id/steps/:stepId/letter): any `kind` but `dispute` is 404',
        params: DisputeBureauPathSchema,
        querystring: DownloadLetterQuerySchema,
        produces: ['application/pdf'],
        response: { ...errors },
      },
      onRequest: [requireUser, requireVerified],
    },
    async (request, reply) => {
      const { id, bureau } = request.params;
      const viewer = await viewerOfRequest(request);
      await spendOnDispute(deps, downloads, viewer, id, { staff: true, reply });
      const pdf = await letterPdf(deps, viewer, id, bureau, request.query.kind, auditContextOf(request));
      return sendAttachment(reply, {
        contentType: 'application/pdf',
        fileName: `${bureau}-dispute-${id}.pdf`,
        content: pdf,
      });
    },
  );

  /** The member's steps after the letters are written, one bureau at a time. */
  const bureauMoves = [
    {
      path: 'mailed',
      body: MarkMailedRequestSchema,
      summary: 'The member mailed this bureau its letter (day, USPS tracking number)',
    },
    {
      path: 'delivered',
      body: MarkDeliveredRequestSchema,
      summary: 'The letter reached the bureau: its clock starts that day',
    },
    {
      path: 'answer',
      body: RecordAnswerRequestSchema,
      summary: 'The bureau’s answer: deleted, corrected, verified, or none by the deadline',
    },
  ] as const;
  for (const { path, body, summary } of bureauMoves) {
    app.post(
      `/disputes/:id/bureaus/:bureau/${path}`,
      {
        schema: {
          tags: ['disputes'],
          summary,
          params: DisputeBureauPathSchema,
          body,
          response: { 200: DisputeResponseSchema, ...errors },
        },
        // A letter goes out only from a member whose email is proven.
        onRequest: path === 'mailed' ? [requireUser, requireVerified] : requireUser,
      },
      async (request) => {
        const move = { kind: path, request: request.body } as BureauMove;
        return moveBureauAndGet(deps, await viewerOfRequest(request), request.params, move, auditContextOf(request));
      },
    );
  }
};
