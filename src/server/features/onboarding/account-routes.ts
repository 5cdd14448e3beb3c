import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail, sendRegistrationEmail, signIn } from '#server/features/auth/index.ts';
import { createAttemptLimiter } from '#server/lib/attempt-limiter.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { languageOf } from '#server/lib/request-language.ts';
import { errorResponses } from '#shared/errors.ts';
import { RegisterResponseSchema } from '#shared/schemas/auth.ts';
import { CreateAccountRequestSchema } from '#shared/schemas/onboarding-draft.ts';
import type { OnboardingPluginOptions } from './access-types.ts';
import { createAccountFromDraft } from './create-account.ts';
import { clearDraftCookie } from './draft-cookie.ts';
import { alreadySignedIn, stepLocked } from './onboarding-errors.ts';

const errors = errorResponses(400, 401, 404, 409, 429);

/** Step 5: the account that receives everything the visitor gave; step 6 is the member's (billing's routes). */
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
    '/onboarding/create-account',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'Step 5: create the account from the draft, sign this browser in to it and email its verification link; ' +
          'the same 202 whether or not the email had an account (its owner is written to instead, and nobody is ' +
          'signed in then)',
        body: CreateAccountRequestSchema,
        response: { 202: RegisterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenLimited([await accountAttempts.hit(clientAddressKey(request.ip))], reply);
      if (request.user) throw alreadySignedIn();
      const { draft } = await access.callerOf(request);
      if (!draft) throw stepLocked(1);
      const language = languageOf(request.body.lang, request.headers['accept-language']);
      const outcome = await createAccountFromDraft(deps, draft, request.body, language);
      clearDraftCookie(reply);
      // Whoever chose this password is signed in to the account they just made, so step 6 continues here and the
      // link opened in this browser confirms it (decision 014 (a)). An address that had an account signs nobody in.
      if (outcome.created) await signIn(deps, request, reply, outcome.user);
      // After the answer, as for a sign-up: only the email differs between a new address and a known one.
      deps.afterReply.run(reply, 'the account email', () => sendRegistrationEmail(deps, outcome, request.log));
      return reply.status(202).send({ email: normalizeEmail(outcome.user.email) });
    },
  );
};
