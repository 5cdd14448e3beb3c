import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { MarkNotificationsReadRequest, NotificationsResponse } from '#shared/schemas/auth.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** Marks the given notifications read (all when no ids): the bell clears at once, the server confirms after. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkNotificationsReadRequest) =>
      apiClient.post('/api/notifications/read', request, z.undefined()),
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (current) => {
        if (!current) return current;
        const notifications = current.notifications.map((notice) =>
          notice.readAt === null && (!ids || ids.includes(notice.id)) ? { ...notice, readAt } : notice,
        );
        const newlyRead = notifications.filter((notice, index) => notice !== current.notifications[index]).length;
        return { notifications, unread: ids ? Math.max(0, current.unread - newlyRead) : 0 };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
