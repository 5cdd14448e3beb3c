import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '#shared/errors.ts';
import { RegisterResponseSchema } from '#shared/schemas/auth.ts';
import { CreateAccountRequestSchema, OnboardingStateResponseSchema } from '#shared/schemas/onboarding-draft.ts';
import { AcceptAgreementRequestSchema, AcceptedAgreementSchema } from '#shared/schemas/subscription.ts';
import { AppError } from '../../errors.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { refuseWhenLimited } from '../../lib/refuse-when-limited.ts';
import { languageOf } from '../../lib/request-language.ts';
import { refuseUnverifiedMember } from '../../plugins/auth-guard.ts';
import { sendRegistrationEmail } from '../auth/registration.ts';
import { normalizeEmail } from '../auth/service.ts';
import type { OnboardingPluginOptions } from './access-types.ts';
import { createAccountFromDraft } from './create-account.ts';
import { clearDraftCookie } from './draft-cookie.ts';
import { stepLocked } from './onboarding-errors.ts';
import { readOnboardingState } from './onboarding-state.ts';
import { acceptAgreementStep, reportPaymentStep } from './service.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

/** Steps 5 and 6: the agreement, the payment report, and the account that receives it all. */
export const accountRoutes: FastifyPluginAsyncZod<OnboardingPluginOptions> = async (app, { deps, access }) => {
  const { perIp, windowMs } = deps.config.authRateLimit;
  const accountAttempts = createAttemptLimiter({
    db: deps.db,
    name: 'onboarding_account',
    max: perIp,
    windowMs,
    clock: deps.clock,
  });

  app.post(
    '/onboarding/agreement',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 5: accept the CROA disclosure, contract and notice of cancellation for the chosen plan',
        body: AcceptAgreementRequestSchema,
        response: { 201: AcceptedAgreementSchema, ...errors },
      },
      onRequest: refuseUnverifiedMember,
    },
    async (request, reply) => {
      const caller = await access.draftOf(request, reply);
      const lang = languageOf(request.body.lang, request.headers['accept-language']);
      const context = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
      return reply.status(201).send(await acceptAgreementStep(deps, caller, { ...request.body, lang }, context));
    },
  );

  app.post(
    '/onboarding/payment-completed',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Step 5: "I\'ve completed payment" (verified by an admin before the plan starts)',
        response: { 200: OnboardingStateResponseSchema, ...errors },
      },
      onRequest: refuseUnverifiedMember,
    },
    async (request, reply) => {
      const caller = await access.draftOf(request, reply);
      const draft = await reportPaymentStep(deps, caller);
      return readOnboardingState(deps, { ...caller, draft });
    },
  );

  app.post(
    '/onboarding/create-account',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'Step 6: create the account from the draft and email its verification link; the same 202 whether or not ' +
          'the email had an account (its owner is written to instead), and nobody is signed in',
        body: CreateAccountRequestSchema,
        response: { 202: RegisterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await accountAttempts.hit(clientAddressKey(request.ip))], reply);
      if (request.user) {
        throw new AppError('ALREADY_SIGNED_IN', 409, 'Signed in already: there is no account to create');
      }
      const { draft } = await access.callerOf(request);
      if (!draft) throw stepLocked(1);
      const outcome = await createAccountFromDraft(deps, draft, request.body);
      clearDraftCookie(reply);
      // After the answer, as for a sign-up: only the email differs between a new address and a known one.
      deps.afterReply.run(reply, 'the account email', () => sendRegistrationEmail(deps, outcome, request.log));
      return reply.status(202).send({ email: normalizeEmail(outcome.user.email) });
    },
  );
};
