import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { NotificationSettingsSchema } from '#shared/schemas/auth.ts';

export const notificationSettingsQueryKey = ['notifications', 'settings'] as const;

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationSettingsQueryKey,
  queryFn: () => apiClient.get('/api/notifications/settings', NotificationSettingsSchema),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}
