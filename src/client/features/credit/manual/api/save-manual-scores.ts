import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { ManualScoresInput } from '#shared/schemas/manual-items.ts';
import { invalidateAfterManualChange } from './invalidate-after-change.ts';

/** Replaces the scores entered before; what the answer holds is read again from the entries. */
export function useSaveManualScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualScoresInput) => apiClient.put('/api/credit-report/manual/scores', input, z.unknown()),
    onSuccess: () => invalidateAfterManualChange(queryClient),
  });
}
