import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Language } from '#shared/constants/languages.ts';
import { ComplaintResponseSchema, type PrepareStepRequest, type UpdateStepRequest } from '#shared/schemas/campaign.ts';
import { DisputeResponseSchema } from '#shared/schemas/disputes.ts';
import { invalidateAfterDisputeChange } from './invalidate-after-change.ts';

/** Takes a proposed next step: the server writes its letter (or keeps the complaint's text) and answers the dispute. */
export function usePrepareStep(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PrepareStepRequest) =>
      apiClient.post(`/api/disputes/${disputeId}/steps`, request, DisputeResponseSchema),
    onSuccess: () => invalidateAfterDisputeChange(queryClient),
  });
}

/** The member mailed a step's letter (or filed the complaint), or its recipient answered. */
export function useUpdateStep(disputeId: string, stepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateStepRequest) =>
      apiClient.patch(`/api/disputes/${disputeId}/steps/${stepId}`, request, DisputeResponseSchema),
    onSuccess: () => invalidateAfterDisputeChange(queryClient),
  });
}

/** Takes back a step prepared by mistake, before it was mailed or filed: its letter goes with it. */
export function useWithdrawStep(disputeId: string, stepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(`/api/disputes/${disputeId}/steps/${stepId}`, DisputeResponseSchema),
    onSuccess: () => invalidateAfterDisputeChange(queryClient),
  });
}

/** A step's letter as a PDF: a same-origin link, so the session cookie goes with it and the browser saves the file. */
export const stepLetterUrl = (disputeId: string, stepId: string) => `/api/disputes/${disputeId}/steps/${stepId}/letter`;

/**
 * The CFPB complaint's text in the member's language, written from what they recorded; under the disputes key, so
 * every change to the dispute asks for it again.
 */
export function useComplaint(disputeId: string, language: Language) {
  return useQuery({
    queryKey: ['disputes', 'complaint', disputeId, language],
    queryFn: () => apiClient.get(`/api/disputes/${disputeId}/complaint?lang=${language}`, ComplaintResponseSchema),
  });
}
