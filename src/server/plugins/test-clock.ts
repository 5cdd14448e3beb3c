import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '#server/clock.ts';
import { DAY_MS } from '#shared/constants/time.ts';

/**
 * Registered only when TEST_CLOCK_CONTROL is on, which the configuration allows with NODE_ENV=test alone:
 * a browser journey cannot wait three business days for a right to cancel to run out.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: AdjustableClock }> = async (app, { clock }) => {
  // A journey's authenticator codes are for the server's time, which earlier journeys moved.
  app.get(
    '/test/clock',
    { schema: { hide: true, response: { 200: z.object({ now: z.iso.datetime() }) } } },
    async () => ({ now: clock.now().toISOString() }),
  );

  app.post(
    '/test/clock',
    {
      schema: {
        hide: true,
        body: z.strictObject({ advanceDays: z.number().int().min(1).max(400) }),
        response: { 200: z.object({ now: z.iso.datetime() }) },
      },
    },
    async (request) => {
      clock.advance(request.body.advanceDays * DAY_MS);
      return { now: clock.now().toISOString() };
    },
  );
};
