import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import { CreditPullResponseSchema } from '#shared/schemas/credit.ts';
import { CreditPullRequestSchema } from '#shared/schemas/onboarding.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { refuseWhenLimited } from '../../lib/refuse-when-limited.ts';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { getReport, pullForMember } from '../credit/service.ts';
import type { OnboardingPluginOptions } from './access-types.ts';
import { pullForDraft, toPullResponse } from './credit-pull.ts';
import { pullResultFromReport } from './onboarding-state.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

/** A pull is a bureau request: a person needs a few, never hundreds. */
const PULLS_PER_HOUR = 10;

export const pullRoutes: FastifyPluginAsyncZod<OnboardingPluginOptions> = async (app, { deps, access }) => {
  const pulls = createAttemptLimiter({
    db: deps.db,
    name: 'credit_pulls',
    max: PULLS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    clock: deps.clock,
  });

  app.post(
    '/onboarding/credit-pull',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'Record the FCRA consent and pull a tri-bureau report (soft inquiry). Without profileData the profile ' +
          'saved at step 1 is used; with it, a signed-in member pulls onto their account. The SSN is never echoed.',
        body: CreditPullRequestSchema,
        response: { 201: CreditPullResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await pulls.hit(request.user?.id ?? clientAddressKey(request.ip))], reply);
      const context = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
      const { profileData, consent, preferences } = request.body;
      if (!profileData) {
        const caller = await access.draftOf(request, reply);
        return reply.status(201).send(await pullForDraft(deps, caller, { consent, preferences }, context));
      }
      await requireUser(request);
      const user = currentUser(request);
      const reportId = await pullForMember(deps, user, { profile: profileData, consent, preferences }, context);
      return reply
        .status(201)
        .send(toPullResponse(pullResultFromReport(await getReport(deps, user.id, reportId)), reportId));
    },
  );
};
