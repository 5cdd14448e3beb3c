import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import { CreditPullResponseSchema } from '#shared/schemas/credit.ts';
import { CreditPullRequestSchema } from '#shared/schemas/onboarding.ts';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { saveProfile } from '../../profiles/member-profile.ts';
import { getReport, importRequired, pullReport, recordConsent, subjectOf } from '../credit/service.ts';

export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/onboarding/credit-pull',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Record the FCRA consent and pull a tri-bureau report (soft inquiry); the SSN is never echoed',
        body: CreditPullRequestSchema,
        response: {
          201: CreditPullResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (deps.config.creditProvider !== 'demo') throw importRequired();
      const { profileData, consent, preferences } = request.body;
      await recordConsent(deps, user.id, consent, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      const reportId = await pullReport(deps, user, { ...subjectOf(user, profileData), preferences });
      // The letters need who and where the member is; the SSN and date of birth go in sealed.
      await saveProfile(deps.db, deps.cipher, user.id, profileData, deps.clock.now());
      const report = await getReport(deps, user.id, reportId);
      return reply.status(201).send({
        reportId,
        creditScore: report.creditScore,
        experianScore: report.experianScore,
        equifaxScore: report.equifaxScore,
        transunionScore: report.transunionScore,
        negativeItems: report.negativeItems,
        dataSource: report.dataSource,
        dataSourceDetails: { source: report.dataSource, realDataDelivered: report.isRealBureauData },
        isRealBureauData: report.isRealBureauData,
      });
    },
  );
};
