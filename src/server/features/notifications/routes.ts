import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { currentUser, requireUser } from '#server/plugins/auth-guard.ts';
import { errorResponses } from '#shared/errors.ts';
import {
  MarkNotificationsReadRequestSchema,
  NotificationSettingsSchema,
  NotificationsResponseSchema,
} from '#shared/schemas/auth.ts';
import { findInbox, markNotificationsRead, saveNotificationsOff } from './inbox-queries.ts';
import { kindsOff, settingsOf } from './notification-settings.ts';

const errors = errorResponses(400, 401);

/** The bell and the member's choice of what to be told: always the signed-in member's own. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The member’s newest notifications (50 at most) and how many are unread',
        response: { 200: NotificationsResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const { rows, unread } = await findInbox(deps.db, user.id, user.notificationsOff);
      return {
        notifications: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
        unread,
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark the given notifications read, or all of them when no ids are given',
        body: MarkNotificationsReadRequestSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await markNotificationsRead(deps.db, currentUser(request).id, request.body.ids, deps.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds of notification the member gets (true = on)',
        response: { 200: NotificationSettingsSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => settingsOf(currentUser(request).notificationsOff),
  );

  app.put(
    '/notifications/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn kinds of notification on or off (every kind, true = on)',
        body: NotificationSettingsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await saveNotificationsOff(deps.db, currentUser(request).id, kindsOff(request.body), deps.clock.now());
      return reply.status(204).send(null);
    },
  );
};
