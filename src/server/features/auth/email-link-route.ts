import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AttemptLimiter } from '#server/lib/attempt-limiter.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { errorResponses } from '#shared/errors.ts';
import { type AuthLimits, type AuthRouteOptions, refuseSpentEmailRequest } from './auth-limits.ts';
import { normalizeEmail } from './service.ts';

type AuthApp = Parameters<FastifyPluginAsyncZod<AuthRouteOptions>>[0];

/** A page's request for a link by email (a password reset, a sign-in link). */
interface EmailLinkRoute {
  url: string;
  summary: string;
  /** The route's own body schema; the handler reads only the address typed and the page's language from it. */
  body: z.ZodType<{ email: string; language?: Language | undefined }>;
  errors: ReturnType<typeof errorResponses<400 | 429>>;
  /** The budget of the address typed. */
  perAccount: AttemptLimiter;
  /** Looks the address up and emails its account after the answer (emailAccountAfterReply). */
  send: (request: { email: string; language: Language | undefined }, reply: FastifyReply) => Promise<void>;
}

/**
 * Declares a route that emails a link: the client and the address typed spend their budgets, and the answer is the
 * same 202 whether or not the address has an account.
 */
export function emailLinkRoute(app: AuthApp, limits: AuthLimits, route: EmailLinkRoute): void {
  app.post(
    route.url,
    {
      schema: {
        tags: ['auth'],
        summary: route.summary,
        body: route.body,
        response: { 202: z.null(), ...route.errors },
      },
    },
    async (request, reply) => {
      const account = normalizeEmail(request.body.email);
      await refuseSpentEmailRequest(limits, route.perAccount, account, request, reply);
      await route.send({ email: account, language: request.body.language }, reply);
      return reply.status(202).send(null);
    },
  );
}
