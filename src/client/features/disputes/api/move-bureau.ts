import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import {
  DisputeResponseSchema,
  type MarkDeliveredRequest,
  type MarkMailedRequest,
  type RecordAnswerRequest,
} from '#shared/schemas/disputes.ts';
import { invalidateAfterDisputeChange } from './invalidate-after-change.ts';

export type BureauMoveRequest =
  | { move: 'mailed'; body: MarkMailedRequest }
  | { move: 'delivered'; body: MarkDeliveredRequest }
  | { move: 'answer'; body: RecordAnswerRequest; letter?: File };

/**
 * The member's steps on one bureau: mailed, delivered, answered. With an answer the bureau's own letter is
 * sent first, so a refused file records nothing.
 */
export function useMoveBureau(disputeId: string, bureau: Bureau) {
  const queryClient = useQueryClient();
  const base = `/api/disputes/${disputeId}/bureaus/${bureau}`;
  return useMutation({
    mutationFn: async (request: BureauMoveRequest) => {
      if (request.move === 'answer' && request.letter) {
        const form = new FormData();
        form.append('file', request.letter);
        await apiClient.upload(`${base}/response-letter`, form, DisputeResponseSchema, () => {});
      }
      return apiClient.post(`${base}/${request.move}`, request.body, DisputeResponseSchema);
    },
    onSettled: () => invalidateAfterDisputeChange(queryClient),
  });
}

/** The bureau's answer letter the member kept: a same-origin link, so the session cookie goes with it. */
export const responseLetterUrl = (disputeId: string, bureau: Bureau) =>
  `/api/disputes/${disputeId}/bureaus/${bureau}/response-letter`;
