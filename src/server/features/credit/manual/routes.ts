import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/errors.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { createDownloadBudget } from '#server/lib/download-budget.ts';
import { readUploadedFileNamed, registerFileUploads } from '#server/lib/read-uploaded-file.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { MAX_REPORT_PDF_BYTES } from '#shared/constants/credit-files.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  ManualEntriesResponseSchema,
  ManualItemInputSchema,
  ManualItemParamsSchema,
  ManualItemSchema,
  ManualScoresInputSchema,
  ReportDocumentParamsSchema,
  ReportDocumentSchema,
} from '#shared/schemas/manual-items.ts';
import { pdfTooLarge, readReportDocument, removeReportDocument, storeReportDocument } from './documents.ts';
import { hasDocument } from './queries.ts';
import { changeItem, createItem, getManualEntries, removeItem, setScores } from './service.ts';

const errors = errorResponses(400, 401, 404, 409);
const uploadErrors = errorResponses(400, 401, 404, 409, 413, 415, 429);

/** Each PDF is up to 10 MB to seal and store; a member keeps a dozen, so this is many times what anyone needs. */
const PDF_UPLOADS_PER_HOUR = 30;

const noFile = () =>
  new AppError('VALIDATION_FAILED', 400, 'Send the report in the field "file"', {
    issues: [{ path: 'file', code: 'custom', message: 'validation.required' }],
  });

/**
 * Items, scores and report PDFs a member enters by hand from a bureau report they hold. Data entry like
 * uploading a report: any signed-in member, verified or not (disputing them stays behind the verified email).
 */
export const manualEntryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Multipart only in this plugin, one PDF and nothing else; a file a byte over the limit stops here.
  await registerFileUploads(app, MAX_REPORT_PDF_BYTES + 1);
  const pdfUploads = hourlyLimiter(deps, 'report_pdf_uploads', PDF_UPLOADS_PER_HOUR);
  const downloads = createDownloadBudget(deps);

  app.get(
    '/credit-report/manual',
    {
      schema: {
        tags: ['credit'],
        summary: 'Everything the member entered by hand (items newest first, scores, report PDFs) and its report',
        response: { 200: ManualEntriesResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => getManualEntries(deps, currentUser(request).id),
  );

  app.post(
    '/credit-report/manual/items',
    {
      schema: {
        tags: ['credit'],
        summary: 'Add an item from a bureau report; the hand-entered report is analysed again',
        body: ManualItemInputSchema,
        response: { 201: ManualItemSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => reply.status(201).send(await createItem(deps, currentUser(request).id, request.body)),
  );

  app.put(
    '/credit-report/manual/items/:itemId',
    {
      schema: {
        tags: ['credit'],
        summary: 'Change an item (not once it is disputed); accountNumber left out is kept, null removes it',
        params: ManualItemParamsSchema,
        body: ManualItemInputSchema,
        response: { 200: ManualItemSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => changeItem(deps, currentUser(request).id, request.params.itemId, request.body),
  );

  app.delete(
    '/credit-report/manual/items/:itemId',
    {
      schema: {
        tags: ['credit'],
        summary: 'Remove an item (not once it is disputed)',
        params: ManualItemParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await removeItem(deps, currentUser(request).id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/credit-report/manual/scores',
    {
      schema: {
        tags: ['credit'],
        summary:
          'Replace the scores (and, when given, the report numbers) the member read on their reports; answers everything entered by hand',
        body: ManualScoresInputSchema,
        response: { 200: ManualEntriesResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => setScores(deps, currentUser(request).id, request.body.scores, request.body.reportNumbers),
  );

  app.post(
    '/credit-report/manual/documents',
    {
      schema: {
        tags: ['credit'],
        summary: 'Keep a bureau report PDF (multipart field "file", 10 MB at most), stored encrypted',
        consumes: ['multipart/form-data'],
        response: { 201: ReportDocumentSchema, ...uploadErrors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      refuseWhenLimited([await pdfUploads.hit(user.id)], reply);
      const upload = await readUploadedFileNamed(request, { missing: noFile, tooLarge: pdfTooLarge });
      return reply.status(201).send(await storeReportDocument(deps, user.id, upload));
    },
  );

  app.get(
    '/credit-report/manual/documents/:documentId',
    {
      schema: {
        tags: ['credit'],
        summary: 'One of the member’s report PDFs, to them only',
        params: ReportDocumentParamsSchema,
        produces: ['application/pdf'],
        response: errorResponses(400, 401, 404, 409, 429),
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Only a document of theirs spends the budget: asking for another's changes nothing and is answered 404.
      if (await hasDocument(deps.db, user.id, request.params.documentId)) {
        refuseWhenLimited([await downloads.hit(user.id)], reply);
      }
      const document = await readReportDocument(deps, user.id, request.params.documentId);
      return sendAttachment(reply, {
        contentType: 'application/pdf',
        fileName: document.fileName,
        content: document.content,
        cacheControl: 'private, no-store',
      });
    },
  );

  app.delete(
    '/credit-report/manual/documents/:documentId',
    {
      schema: {
        tags: ['credit'],
        summary: 'Remove one of the member’s report PDFs',
        params: ReportDocumentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await removeReportDocument(deps, currentUser(request).id, request.params.documentId);
      return reply.status(204).send(null);
    },
  );
};
