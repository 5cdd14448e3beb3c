import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/errors.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { clearSessionCookie } from '#server/plugins/sessions.ts';
import { errorResponses } from '#shared/errors.ts';
import { DeviceParamsSchema, SignedInDevicesResponseSchema } from '#shared/schemas/auth.ts';
import type { AuthRouteOptions } from './auth-limits.ts';
import { deleteDevice, deleteUserSessions, listDevices } from './device-queries.ts';

const errors = errorResponses(400, 401, 404);

/** "Signed-in devices": the member sees where their account is open and can close it there. */
export const deviceRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps }) => {
  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The member's signed-in browsers, the most recently active first",
        response: { 200: SignedInDevicesResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => ({
      devices: await listDevices(deps.db, currentUser(request).id, request.session?.publicId ?? null, deps.clock.now()),
    }),
  );

  app.delete(
    '/auth/sessions/:deviceId',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign one of the member’s browsers out (404 for an id that is not theirs)',
        params: DeviceParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { deviceId } = request.params;
      if (!(await deleteDevice(deps.db, currentUser(request).id, deviceId))) throw notFound();
      if (deviceId === request.session?.publicId) clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/sign-out-everywhere',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign the member out of every browser, this one included',
        body: z.strictObject({}).nullish(),
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await deleteUserSessions(deps.db, currentUser(request).id);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
