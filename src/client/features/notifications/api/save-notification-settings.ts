import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { NotificationSettings } from '#shared/schemas/auth.ts';
import { notificationSettingsQueryKey } from './get-notification-settings.ts';
import { notificationsQueryKey } from './get-notifications.ts';

const saveKey = ['notifications', 'save-settings'] as const;

/**
 * Saves the member's choices as soon as they make them: the switch moves at once and moves back if the
 * server refuses. The bell is asked again, since a kind turned off is no longer shown there.
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey,
    mutationFn: (settings: NotificationSettings) =>
      apiClient.put('/api/notifications/settings', settings, z.undefined()),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsQueryKey);
      queryClient.setQueryData(notificationSettingsQueryKey, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsQueryKey, context.previous);
    },
    onSettled: async () => {
      // Quick clicks: only the last save to settle asks the server, so no answer overtakes a newer choice.
      if (queryClient.isMutating({ mutationKey: saveKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      ]);
    },
  });
}
