import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { invalidateAfterManualChange } from './invalidate-after-change.ts';

export function useDeleteManualItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiClient.delete(`/api/credit-report/manual/items/${itemId}`, z.unknown()),
    // A refusal (the item went into a dispute meanwhile) also means the list on screen is out of date.
    onSettled: () => invalidateAfterManualChange(queryClient),
  });
}
