import { apiQuery } from '#client/lib/api-query.ts';
import { NotificationSettingsSchema } from '#shared/schemas/auth.ts';

export const {
  queryKey: notificationSettingsQueryKey,
  options: notificationSettingsQueryOptions,
  useAnswer: useNotificationSettings,
} = apiQuery(['notifications', 'settings'], '/api/notifications/settings', NotificationSettingsSchema);
