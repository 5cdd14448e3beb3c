import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { auditContextOf } from '#server/audit/record-audit.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { createDownloadBudget } from '#server/lib/download-budget.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { currentUser, requireUser, requireVerified } from '#server/plugins/auth-guard.ts';
import {
  ComplaintQuerySchema,
  ComplaintResponseSchema,
  PrepareStepRequestSchema,
  StepPathSchema,
  UpdateStepRequestSchema,
} from '#shared/schemas/campaign.ts';
import { DisputeIdParamsSchema, DisputeResponseSchema } from '#shared/schemas/disputes.ts';
import { changeStep, prepareStep, stepLetterPdf, withdrawStep } from './campaign-steps.ts';
import { complaintOf } from './complaint.ts';
import { errors, spendOnDispute, viewerOfRequest } from './filing-routes.ts';

/**
 * Each step writes and seals a letter. A Premium month's 15 disputes, each answered by three bureaus that call
 * for a letter or two, is under 60 steps, which no member takes within an hour.
 */
const STEPS_PER_HOUR = 60;

/** A dispute's campaign after round 1: its later steps, their letters, and the CFPB complaint's text. */
export const campaignRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const steps = hourlyLimiter(deps, 'campaign_steps', STEPS_PER_HOUR);
  const downloads = createDownloadBudget(deps);

  app.post(
    '/disputes/:id/steps',
    {
      schema: {
        tags: ['disputes'],
        summary: 'Take a step the answers call for (nextSteps): its letter is written; it spends nothing of the plan',
        params: DisputeIdParamsSchema,
        body: PrepareStepRequestSchema,
        response: { 201: DisputeResponseSchema, ...errors },
      },
      // Its letter goes out from a member whose email is proven, as the first letters do.
      onRequest: [requireUser, requireVerified],
    },
    async (request, reply) => {
      const viewer = await viewerOfRequest(request);
      await spendOnDispute(deps, steps, viewer, request.params.id, { staff: false, reply });
      return reply.status(201).send(await prepareStep(deps, viewer, request.params.id, request.body));
    },
  );

  app.patch(
    '/disputes/:id/steps/:stepId',
    {
      schema: {
        tags: ['disputes'],
        summary: 'The member mailed a step’s letter (or filed the complaint), or its recipient answered',
        params: StepPathSchema,
        body: UpdateStepRequestSchema,
        response: { 200: DisputeResponseSchema, ...errors },
      },
      onRequest: [requireUser, requireVerified],
    },
    async (request) => changeStep(deps, await viewerOfRequest(request), request.params, request.body),
  );

  app.delete(
    '/disputes/:id/steps/:stepId',
    {
      schema: {
        tags: ['disputes'],
        summary: 'The member takes back a step prepared by mistake, before its letter is mailed or the complaint filed',
        params: StepPathSchema,
        response: { 200: DisputeResponseSchema, ...errors },
      },
      onRequest: [requireUser, requireVerified],
    },
    async (request) => withdrawStep(deps, await viewerOfRequest(request), request.params),
  );

  app.get(
    '/disputes/:id/steps/:stepId/letter',
    {
      schema: {
        tags: ['disputes'],
        summary: 'A step’s letter as a PDF, to its owner or to an admin (written to the audit log)',
        params: StepPathSchema,
        produces: ['application/pdf'],
        response: { ...errors },
      },
      onRequest: [requireUser, requireVerified],
    },
    async (request, reply) => {
      const viewer = await viewerOfRequest(request);
      await spendOnDispute(deps, downloads, viewer, request.params.id, { staff: true, reply });
      const { pdf, step } = await stepLetterPdf(deps, viewer, request.params, auditContextOf(request));
      const fileName = `${step.bureau}-${step.kind}-${step.id}.pdf`;
      return sendAttachment(reply, { contentType: 'application/pdf', fileName, content: pdf });
    },
  );

  app.get(
    '/disputes/:id/complaint',
    {
      schema: {
        tags: ['disputes'],
        summary: 'The CFPB complaint’s text for the member to paste into the CFPB’s portal (the app never files it)',
        params: DisputeIdParamsSchema,
        querystring: ComplaintQuerySchema,
        response: { 200: ComplaintResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => complaintOf(deps, currentUser(request).id, request.params.id, request.query.lang),
  );
};
