import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { createDownloadBudget } from '#server/lib/download-budget.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { sendAttachment } from '#server/lib/send-attachment.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import { SignedAgreementParamsSchema, SignedAgreementsResponseSchema } from '#shared/schemas/subscription.ts';
import { contractPdfOf, findOwnContract, listSignedContracts } from './contract-copy.ts';

const errors = errorResponses(400, 401, 404);

/**
 * The member's copies of what they signed (CROA § 1679e(c)). Only the member: a copy is theirs to keep whether
 * or not their email is proven yet, and another member's id is answered 404.
 */
export const contractRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const downloads = createDownloadBudget(deps);

  app.get(
    '/subscription/agreements',
    {
      schema: {
        tags: ['subscription'],
        summary: 'The agreements the member signed, newest first (each one’s copy: …/agreements/:id/pdf)',
        response: { 200: SignedAgreementsResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => ({ agreements: await listSignedContracts(deps, currentUser(request).id) }),
  );

  app.get(
    '/subscription/agreements/:id/pdf',
    {
      schema: {
        tags: ['subscription'],
        summary: 'A signed agreement as a PDF: the disclosure, the contract and the notice, as signed (owner only)',
        params: SignedAgreementParamsSchema,
        produces: ['application/pdf'],
        response: { ...errors, ...errorResponses(429) },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const contract = await findOwnContract(deps, user.id, request.params.id);
      // Rendered on each request: it spends the budget every file a member reads back shares. Only a copy of
      // theirs spends it; asking for another's is answered 404 and changes nothing.
      refuseWhenLimited([await downloads.hit(user.id)], reply);
      const { fileName, pdf } = await contractPdfOf(deps, contract);
      return sendAttachment(reply, { contentType: 'application/pdf', fileName, content: pdf });
    },
  );
};
