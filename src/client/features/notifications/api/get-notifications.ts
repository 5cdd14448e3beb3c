import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { NotificationsResponseSchema } from '#shared/schemas/auth.ts';

export const notificationsQueryKey = ['notifications', 'list'] as const;

/** News arrives without the member doing anything: asked for every minute and whenever the window is back. */
export const NOTIFICATIONS_REFRESH_MS = 60 * 1000;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: () => apiClient.get('/api/notifications', NotificationsResponseSchema),
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchOnWindowFocus: 'always',
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
