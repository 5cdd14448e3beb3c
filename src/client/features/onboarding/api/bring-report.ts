import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { ManualItemInput } from '#shared/schemas/manual-items.ts';
import {
  type OnboardingStateResponse,
  OnboardingStateResponseSchema,
  type SampleReportRequest,
} from '#shared/schemas/onboarding-draft.ts';
import { onboardingQueryKey } from './get-onboarding.ts';

/** Every way in at step 3 answers the draft's new state, which is shown at once. */
function useStepThreeMutation<T>(send: (input: T) => Promise<OnboardingStateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey, state),
  });
}

/** An item typed from a free report: new (`itemId` null) or changed; it waits in the draft until the account. */
export function saveDraftItem(itemId: string | null, input: ManualItemInput) {
  return itemId === null
    ? apiClient.post('/api/onboarding/manual-items', input, OnboardingStateResponseSchema)
    : apiClient.put(`/api/onboarding/manual-items/${itemId}`, input, OnboardingStateResponseSchema);
}

export function useSaveDraftItem(itemId: string | null) {
  return useStepThreeMutation((input: ManualItemInput) => saveDraftItem(itemId, input));
}

export function useRemoveDraftItem() {
  return useStepThreeMutation((itemId: string) =>
    apiClient.delete(`/api/onboarding/manual-items/${itemId}`, OnboardingStateResponseSchema),
  );
}

/** A vendor's credit report file (MISMO XML), read against the profile of step 1, with real upload progress. */
export function useUploadReportFile(onProgress: (fraction: number) => void) {
  return useStepThreeMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiClient.upload('/api/onboarding/report-file', form, OnboardingStateResponseSchema, onProgress);
  });
}

/** Demo installations only: the labelled sample report, shaped by what the visitor said on the landing page. */
export function useBringSample() {
  return useStepThreeMutation((request: SampleReportRequest) =>
    apiClient.post('/api/onboarding/sample-report', request, OnboardingStateResponseSchema),
  );
}
