import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/errors.ts';
import { settleMember } from '#server/features/allowance/index.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import { ProfileSchema } from '#shared/schemas/onboarding.ts';
import { ProfileResponseSchema } from '#shared/schemas/profile.ts';
import { findOwnProfile, saveProfile } from './member-profile.ts';

const errors = errorResponses(400, 401, 404);

/** The member's own mailing details, which their dispute letters are signed with. */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in member’s profile (404 before they gave one); never the full SSN',
        response: { 200: ProfileResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const profile = await findOwnProfile(deps.db, deps.cipher, currentUser(request).id);
      if (!profile) throw notFound();
      return profile;
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Give or correct the details the letters are signed with (SSN and date of birth stored encrypted)',
        body: ProfileSchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await saveProfile(deps.db, deps.cipher, userId, request.body, deps.clock.now());
      // Drafts that waited for these details may go out now.
      await settleMember(deps.db, deps.cipher, userId, deps.clock.now());
      const saved = await findOwnProfile(deps.db, deps.cipher, userId);
      if (!saved) throw notFound();
      return saved;
    },
  );
};
