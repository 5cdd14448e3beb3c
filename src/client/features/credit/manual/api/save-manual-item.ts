import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { type ManualItemInput, ManualItemSchema } from '#shared/schemas/manual-items.ts';
import { invalidateAfterManualChange } from './invalidate-after-change.ts';

/** A new item (itemId null) or an item's new content; a disputed item answers 409 ITEM_LOCKED. */
export function saveManualItem(itemId: string | null, input: ManualItemInput) {
  return itemId === null
    ? apiClient.post('/api/credit-report/manual/items', input, ManualItemSchema)
    : apiClient.put(`/api/credit-report/manual/items/${itemId}`, input, ManualItemSchema);
}

export function useSaveManualItem(itemId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualItemInput) => saveManualItem(itemId, input),
    onSuccess: () => invalidateAfterManualChange(queryClient),
  });
}
