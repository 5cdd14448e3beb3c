import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answeringRefusals, getReport, invalidReport, pullForMember } from '#server/features/credit/index.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { readUploadedFile, registerFileUploads } from '#server/lib/read-uploaded-file.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { MAX_REPORT_FILE_BYTES } from '#shared/constants/credit-files.ts';
import { errorResponses } from '#shared/errors.ts';
import type { CreditPullResponse, CreditPullResult } from '#shared/schemas/credit.ts';
import { CreditPullResponseSchema } from '#shared/schemas/credit.ts';
import { ManualItemInputSchema } from '#shared/schemas/manual-items.ts';
import { CreditPullRequestSchema } from '#shared/schemas/onboarding.ts';
import {
  DraftManualItemParamsSchema,
  OnboardingStateResponseSchema,
  SampleReportRequestSchema,
} from '#shared/schemas/onboarding-draft.ts';
import type { OnboardingPluginOptions } from './access-types.ts';
import { addManualItem, bringFile, bringSample, changeManualItem, removeManualItem } from './bring-report.ts';
import { pullResultFromReport } from './onboarding-state.ts';

const errors = errorResponses(400, 401, 404, 409, 429);
const fileErrors = errorResponses(400, 401, 404, 409, 429, 413, 415);

/** Reading a file or making a report is heavy work; a person needs a handful an hour, not hundreds. */
const REPORTS_PER_HOUR = 20;

const toPullResponse = (result: CreditPullResult, reportId: string | null): CreditPullResponse => ({
  reportId,
  creditScore: result.creditScore,
  experianScore: result.experianScore,
  equifaxScore: result.equifaxScore,
  transunionScore: result.transunionScore,
  negativeItems: result.negativeItems,
  dataSource: result.dataSource,
  dataSourceDetails: { source: result.dataSource, realDataDelivered: result.isRealBureauData },
  isRealBureauData: result.isRealBureauData,
});

/** Step 3, "bring your reports": items typed by hand, a vendor's file, or (demo only) the sample. */
export const reportRoutes: FastifyPluginAsyncZod<OnboardingPluginOptions> = async (app, { deps, access }) => {
  const reportJobs = hourlyLimiter(deps, 'onboarding_reports', REPORTS_PER_HOUR);
  await registerFileUploads(app, MAX_REPORT_FILE_BYTES + 1);

  app.post(
    '/onboarding/manual-items',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 3: an item typed from a report the visitor holds (sealed in the draft until the account exists)',
        body: ManualItemInputSchema,
        response: { 201: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const state = await access.changeDraft(request, reply, (caller) => addManualItem(deps, caller, request.body));
      return reply.status(201).send(state);
    },
  );

  app.put(
    '/onboarding/manual-items/:id',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 3: an item typed by hand, changed (an account number left out is kept)',
        params: DraftManualItemParamsSchema,
        body: ManualItemInputSchema,
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      access.changeDraft(request, reply, (caller) => changeManualItem(deps, caller, request.params.id, request.body)),
  );

  app.delete(
    '/onboarding/manual-items/:id',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 3: an item typed by hand, removed',
        params: DraftManualItemParamsSchema,
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      access.changeDraft(request, reply, (caller) => removeManualItem(deps, caller, request.params.id)),
  );

  app.post(
    '/onboarding/report-file',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 3: a MISMO credit report file a lender or service gave the visitor (multipart field "file")',
        description:
          'Read like a member’s import, against the name and date of birth of step 1: otherwise 409 REPORT_NOT_YOURS ' +
          'names the file’s borrower. Only what was read is kept, sealed in the draft; nothing on a refusal.',
        consumes: ['multipart/form-data'],
        response: { 201: OnboardingStateResponseSchema, ...fileErrors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await reportJobs.hit(clientAddressKey(request.ip))], reply);
      const state = await access.changeDraft(request, reply, async (caller) => {
        const document = await readUploadedFile(request, {
          missing: () => invalidReport('no_file'),
          tooLarge: () => invalidReport('too_large'),
        });
        return answeringRefusals(bringFile(deps, caller, document));
      });
      return reply.status(201).send(state);
    },
  );

  app.post(
    '/onboarding/sample-report',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 3, demo installations only: the labelled SAMPLE report (404 where the provider is not the demo)',
        body: SampleReportRequestSchema,
        response: { 201: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await reportJobs.hit(clientAddressKey(request.ip))], reply);
      const preferences = request.body.preferences ?? null;
      const state = await access.changeDraft(request, reply, (caller) => bringSample(deps, caller, preferences));
      return reply.status(201).send(state);
    },
  );

  app.post(
    '/onboarding/credit-pull',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'A signed-in member: record the consent and get a report from the configured provider with the profile ' +
          'given (the demo provider only; MISMO answers IMPORT_REQUIRED). The SSN is never echoed.',
        body: CreditPullRequestSchema,
        response: { 201: CreditPullResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      refuseWhenLimited([await reportJobs.hit(user.id)], reply);
      const context = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
      const { profileData, consent, preferences } = request.body;
      const reportId = await pullForMember(deps, user, { profile: profileData, consent, preferences }, context);
      return reply
        .status(201)
        .send(toPullResponse(pullResultFromReport(await getReport(deps, user.id, reportId)), reportId));
    },
  );
};
