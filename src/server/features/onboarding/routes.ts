import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  OnboardingProfileRequestSchema,
  OnboardingSelectionRequestSchema,
  OnboardingStateResponseSchema,
  OnboardingStepRequestSchema,
} from '#shared/schemas/onboarding-draft.ts';
import { accountRoutes } from './account-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { createDraftAccess } from './draft-access.ts';
import { clearDraftCookie } from './draft-cookie.ts';
import { deleteDraft } from './draft-queries.ts';
import { readOnboardingState } from './onboarding-state.ts';
import { reportRoutes } from './report-routes.ts';
import { clearSelection, saveProfileStep, saveSelection, saveStep } from './service.ts';

const errors = errorResponses(400, 404, 409, 429);

/** The six steps (docs/product-rules.md, Onboarding), kept on the server against the visitor's onboarding cookie. */
export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const access = createDraftAccess(deps);
  await app.register(documentRoutes, { deps, access });
  await app.register(reportRoutes, { deps, access });
  await app.register(accountRoutes, { deps, access });

  app.get(
    '/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Where the visitor (or the member their account was made for) stands in the six steps, to resume',
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request) => readOnboardingState(deps, await access.callerOf(request)),
  );

  app.delete(
    '/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: "Discard the draft and its ID photos (start over), or a member's finished one (plan started)",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { draft } = await access.callerOf(request);
      if (draft) await deleteDraft(deps.db, draft.id);
      clearDraftCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/onboarding/step',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Remember the step the visitor is on (reachable steps only)',
        body: OnboardingStepRequestSchema,
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      access.changeDraft(request, reply, async (caller) =>
        saveStep(deps, caller.draft, await readOnboardingState(deps, caller), request.body.step),
      ),
  );

  app.put(
    '/onboarding/profile',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 1: the profile, sealed; the SSN is never sent back',
        body: OnboardingProfileRequestSchema,
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      access.changeDraft(request, reply, (caller) => saveProfileStep(deps, caller.draft, request.body)),
  );

  app.put(
    '/onboarding/selection',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 4: the items to dispute and the plan, within the plan limit (visitors)',
        body: OnboardingSelectionRequestSchema,
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => access.changeDraft(request, reply, (caller) => saveSelection(deps, caller, request.body)),
  );

  app.delete(
    '/onboarding/selection',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 4: forget the selection once every item is unchosen',
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => access.changeDraft(request, reply, (caller) => clearSelection(deps, caller.draft)),
  );
};
