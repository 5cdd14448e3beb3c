import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { readUploadedFile, registerFileUploads } from '#server/lib/read-uploaded-file.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { MAX_REPORT_FILE_BYTES } from '#shared/constants/credit-files.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  CreditReportResponseSchema,
  DashboardStatsResponseSchema,
  ReportIdParamsSchema,
} from '#shared/schemas/credit.ts';
import { createDashboardFigures } from './dashboard-stats.ts';
import { answeringRefusals, invalidReport } from './file-refusals.ts';
import { getLatestReport, getReport, importMismoReport, pullReport, refreshReport, subjectOf } from './service.ts';

const errors = errorResponses(400, 401, 404, 409);

const fileErrors = errorResponses(400, 401, 404, 409, 413, 415, 429);

/** Pulls, refreshes and imports are heavy (a 20 MB parse); a member needs a handful an hour, not hundreds. */
const REPORT_JOBS_PER_HOUR = 20;

export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const reportJobs = hourlyLimiter(deps, 'report_jobs', REPORT_JOBS_PER_HOUR);
  const limitReportJobs = async (userId: string, reply: FastifyReply) =>
    refuseWhenLimited([await reportJobs.hit(userId)], reply);
  // Multipart only here: every other route keeps refusing anything but JSON.
  await registerFileUploads(app, MAX_REPORT_FILE_BYTES + 1);
  const dashboardFigures = createDashboardFigures(deps);
  app.addHook('onClose', async () => dashboardFigures.close());

  app.get(
    '/credit-report',
    {
      schema: {
        tags: ['credit'],
        summary: "The signed-in member's latest credit report, or null when there is none yet",
        response: { 200: CreditReportResponseSchema.nullable(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => getLatestReport(deps, currentUser(request).id),
  );

  app.get(
    '/credit-report/:id',
    {
      schema: {
        tags: ['credit'],
        summary: 'One of the member’s own reports',
        params: ReportIdParamsSchema,
        response: { 200: CreditReportResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => getReport(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/credit-report',
    {
      schema: {
        tags: ['credit'],
        summary:
          'A new report from the configured provider (one that pulls from a bureau needs the FCRA consent on file)',
        body: z.strictObject({}).optional(),
        response: { 201: CreditReportResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      await limitReportJobs(user.id, reply);
      const id = await pullReport(deps, user, subjectOf(user));
      return reply.status(201).send(await getReport(deps, user.id, id));
    },
  );

  app.post(
    '/credit-report/refresh',
    {
      schema: {
        tags: ['credit'],
        summary: 'Pull the report again, or analyse the imported file again as of today',
        response: { 201: CreditReportResponseSchema, ...fileErrors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      await limitReportJobs(user.id, reply);
      const id = await answeringRefusals(refreshReport(deps, user));
      return reply.status(201).send(await getReport(deps, user.id, id));
    },
  );

  app.post(
    '/credit-report/import',
    {
      schema: {
        tags: ['credit'],
        summary: 'Import a MISMO 2.3.1 or 3.4 credit report file (multipart field "file", 20 MB at most)',
        description:
          'The file must be about the member: the name on their profile (else their account) and, when both ' +
          'give one, the profile’s date of birth. Otherwise 409 REPORT_NOT_YOURS names the file’s borrower. ' +
          'Nothing is stored on any refusal.',
        consumes: ['multipart/form-data'],
        response: { 201: CreditReportResponseSchema, ...fileErrors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      await limitReportJobs(user.id, reply);
      const document = await readUploadedFile(request, {
        missing: () => invalidReport('no_file'),
        tooLarge: () => invalidReport('too_large'),
      });
      const id = await answeringRefusals(importMismoReport(deps, user, document));
      return reply.status(201).send(await getReport(deps, user.id, id));
    },
  );

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['credit'],
        summary: 'Scores, negative items, disputes and removals for the dashboard',
        response: { 200: DashboardStatsResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => dashboardFigures.get(currentUser(request).id),
  );
};
