import { apiQuery } from '#client/lib/api-query.ts';
import { NotificationsResponseSchema } from '#shared/schemas/auth.ts';

/** News arrives without the member doing anything: asked for every minute and whenever the window is back. */
export const NOTIFICATIONS_REFRESH_MS = 60 * 1000;

export const {
  queryKey: notificationsQueryKey,
  options: notificationsQueryOptions,
  useAnswer: useNotifications,
} = apiQuery(['notifications', 'list'], '/api/notifications', NotificationsResponseSchema, {
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchOnWindowFocus: 'always',
});
